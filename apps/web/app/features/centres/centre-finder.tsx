import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { paths } from '../../config/paths';
import { filterCentres } from './filter-centres';

/** The /centers list: every test centre, filtered by name, town or postcode as you type. */
export function CentreFinder() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = filterCentres(TEST_CENTRES, deferred);
  const inputId = useId();
  return (
    <>
      <form className="field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Search by name, town or postcode</label>
        <p className="hint" id={`${inputId}-hint`}>
          For example Leeds, Cardiff or SE1
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
        {results.length === TEST_CENTRES.length
          ? `${results.length} test centres`
          : `${results.length} of ${TEST_CENTRES.length} test centres match`}
      </p>
      {results.length === 0 ? (
        <p>
          No test centre matches that search. Check the spelling, or try the first part of the
          postcode only.
        </p>
      ) : (
        <ul className="plain-list">
          {results.map((centre) => (
            <li key={`${centre.id}-${centre.slug}`} className="centre">
              <h2>{centre.name}</h2>
              <address>
                {centre.address.join(', ')}, {centre.postcode}
              </address>
              <Link to={paths.bookTestAt(centre.id)}>Book a test at {centre.shortName}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
