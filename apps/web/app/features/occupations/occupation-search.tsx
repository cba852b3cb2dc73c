import { useDeferredValue, useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const count = results.length;
  const total = occupations.length;
  return (
    <>
      <form className="field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>
          <Trans>Search for your occupation</Trans>
        </label>
        <p className="hint" id={`${inputId}-hint`}>
          <Trans comment="The occupations are listed in English only: keep the examples in English">
            For example bricklayer, scaffolder or plumber
          </Trans>
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
        {count === total ? (
          <Plural value={count} one="# occupation" other="# occupations" />
        ) : (
          <Plural
            value={count}
            one={`# of ${total} occupations match`}
            other={`# of ${total} occupations match`}
          />
        )}
      </p>
      {results.length === 0 ? (
        <p>
          <Trans>No occupation matches that search. Try a shorter or more general word.</Trans>
        </p>
      ) : (
        <div className="table-wrap">
          <table className="stacked-table">
            <caption className="visually-hidden">
              <Trans>Occupations with their test and cards</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Occupation</Trans>
                </th>
                <th scope="col">
                  <Trans>HS&amp;E test</Trans>
                </th>
                <th scope="col">
                  <Trans>Cards</Trans>
                </th>
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
  const { t } = useLingui();
  const name = occupation.name;
  const testType = occupation.testType ? getTestType(occupation.testType) : undefined;
  const cards = occupation.cards.filter(
    (card): card is NonNullable<typeof card> => card !== null && card !== 'WITHDRAWN: CRO',
  );
  return (
    <tr>
      <th scope="row">
        {occupation.name}{' '}
        {occupation.withdrawn ? (
          <span className="tag withdrawn">
            <Trans comment="Tag on an occupation that can no longer be chosen for a new card">
              Withdrawn
            </Trans>
          </span>
        ) : null}
      </th>
      <td data-label={t`HS&E test`}>
        {testType ? testType.name : t`Not listed`}
        {testType && !occupation.withdrawn ? (
          <>
            {' '}
            <Link className="row-action" to={bookTestHref(testType.key)}>
              <Trans>
                Book this test <span className="visually-hidden">for {name}</span>
              </Trans>
            </Link>
          </>
        ) : null}
      </td>
      <td data-label={t`Cards`}>
        {occupation.withdrawn ? (
          t`No longer open for new card applications.`
        ) : cards.length === 0 ? (
          t`No card listed`
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
