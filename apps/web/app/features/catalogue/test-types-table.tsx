import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import { TEST_TYPES } from '@site/domain/catalogue';
import { bookTestHref } from '../../config/paths';
import { namesTest } from '../../lib/test-name';
import { TEST_TYPE_WORDS, testLanguageName } from './test-type-words';

/**
 * Every HS&E test type with the languages it can be taken in (spec §9). On a phone each row
 * stacks into a card (.stacked-table), so the page never scrolls sideways.
 */
export function TestTypesTable() {
  const { i18n, t } = useLingui();
  const covers = t({ comment: 'Column: what a test type is about', message: 'What it covers' });
  const languages = t({
    comment: 'Column: languages a test can be taken in',
    message: 'Languages',
  });
  return (
    <div className="table-wrap">
      <table className="stacked-table">
        <caption className="visually-hidden">
          <Trans>CITB HS&amp;E test types and their languages</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans comment="Column: the test's name">Test</Trans>
            </th>
            <th scope="col">{covers}</th>
            <th scope="col">{languages}</th>
            <th scope="col">
              <Trans comment="Column: a link that books the test">Book</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {TEST_TYPES.map((type) => (
            <tr key={type.key}>
              <th scope="row">
                {type.name}
                {type.code ? ` (${type.code})` : ''}
              </th>
              <td data-label={covers}>{i18n._(TEST_TYPE_WORDS[type.key])}</td>
              <td data-label={languages}>
                {type.languages.map((language) => testLanguageName(i18n, language)).join(', ')}
              </td>
              <td>
                <Link to={bookTestHref(type.key)}>
                  <BookLabel name={type.name} />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Book' for the eye, 'Book the Operative test' for a screen reader. */
function BookLabel({ name }: { name: string }) {
  // A CITB name that already ends in 'Test' is not called a 'test' twice (lib/test-name.ts).
  return namesTest(name) ? (
    <Trans comment="A link in the test table; {name} is the CITB test's English name, which already ends in 'Test'. The part in <0> is read only by screen readers.">
      Book<span className="visually-hidden"> the {name}</span>
    </Trans>
  ) : (
    <Trans comment="A link in the test table; {name} is the CITB test's English name, e.g. 'Operative'. The part in <0> is read only by screen readers.">
      Book<span className="visually-hidden"> the {name} test</span>
    </Trans>
  );
}
