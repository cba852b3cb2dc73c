import { Link } from '../../i18n/link';
import { TEST_TYPES } from '@site/domain/catalogue';
import { bookTestHref } from '../../config/paths';
import { testNamePhrase } from '../../lib/test-name';

/**
 * Every HS&E test type with the languages it can be taken in (spec §9). On a phone each row
 * stacks into a card (.stacked-table), so the page never scrolls sideways.
 */
export function TestTypesTable() {
  return (
    <div className="table-wrap">
      <table className="stacked-table">
        <caption className="visually-hidden">CITB HS&amp;E test types and their languages</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">What it covers</th>
            <th scope="col">Languages</th>
            <th scope="col">Book</th>
          </tr>
        </thead>
        <tbody>
          {TEST_TYPES.map((type) => (
            <tr key={type.key}>
              <th scope="row">
                {type.name}
                {type.code ? ` (${type.code})` : ''}
              </th>
              <td data-label="What it covers">{type.description}</td>
              <td data-label="Languages">{type.languages.join(', ')}</td>
              <td>
                <Link to={bookTestHref(type.key)}>
                  Book<span className="visually-hidden"> the {testNamePhrase(type.name)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
