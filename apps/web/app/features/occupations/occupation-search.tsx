import { useDeferredValue, useId, useState } from 'react';
import { Link } from '../../i18n/link';
import { OCCUPATIONS, getCardByName, getTestType, type Occupation } from '@site/domain/catalogue';
import { bookTestHref } from '../../config/paths';
import { filterOccupations } from './filter-occupations';

/** Search-as-you-type over the occupations, with each one's test type and cards (spec §3). */
export function OccupationSearch({
  occupations = OCCUPATIONS,
}: {
  occupations?: readonly Occupation[];
}) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = filterOccupations(occupations, deferred);
  const inputId = useId();
  return (
    <>
      <form className="field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Search for your occupation</label>
        <p className="hint" id={`${inputId}-hint`}>
          For example bricklayer, scaffolder or plumber
        </p>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p className="result-count" role="status">
        {results.length === occupations.length
          ? `${results.length} occupations`
          : `${results.length} of ${occupations.length} occupations match`}
      </p>
      {results.length === 0 ? (
        <p>No occupation matches that search. Try a shorter or more general word.</p>
      ) : (
        <div className="table-wrap">
          <table className="stacked-table">
            <caption className="visually-hidden">Occupations with their test and cards</caption>
            <thead>
              <tr>
                <th scope="col">Occupation</th>
                <th scope="col">HS&amp;E test</th>
                <th scope="col">Cards</th>
              </tr>
            </thead>
            <tbody>
              {results.map((occupation) => (
                <OccupationRow key={occupation.id} occupation={occupation} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function OccupationRow({ occupation }: { occupation: Occupation }) {
  const testType = occupation.testType ? getTestType(occupation.testType) : undefined;
  const cards = occupation.cards.filter(
    (card): card is NonNullable<typeof card> => card !== null && card !== 'WITHDRAWN: CRO',
  );
  return (
    <tr>
      <th scope="row">
        {occupation.name}{' '}
        {occupation.withdrawn ? <span className="tag withdrawn">Withdrawn</span> : null}
      </th>
      <td data-label="HS&E test">
        {testType ? testType.name : 'Not listed'}
        {testType && !occupation.withdrawn ? (
          <>
            {' '}
            <Link className="row-action" to={bookTestHref(testType.key)}>
              Book this test <span className="visually-hidden">for {occupation.name}</span>
            </Link>
          </>
        ) : null}
      </td>
      <td data-label="Cards">
        {occupation.withdrawn ? (
          'No longer open for new card applications.'
        ) : cards.length === 0 ? (
          'No card listed'
        ) : (
          <ul className="plain-list">
            {cards.map((name) => {
              const card = getCardByName(name);
              return <li key={name}>{card ? <Link to={card.route}>{name}</Link> : name}</li>;
            })}
          </ul>
        )}
      </td>
    </tr>
  );
}
