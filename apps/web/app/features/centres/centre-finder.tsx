import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from '../../i18n/link';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { getNearestCentres, postcodeToSearch } from '../../lib/nearest-centres';
import type { NearestCentres } from '../../lib/nearest-centres';
import { filterCentres } from './filter-centres';

type Nearby =
  | { postcode: string; state: 'found'; found: NearestCentres }
  | { postcode: string; state: 'failed'; message: string };

/** As the list reads: by the name shown, so the London centres sit together. */
const CENTRES_BY_NAME = [...TEST_CENTRES].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

/**
 * The /centers list: every test centre, filtered by name, town or postcode as you type. A
 * postcode, or the first part of one, instead lists the nearest centres, as the booking journey
 * does: GET /address/postcode/{postcode}, up to 10 within 15 miles, nearest first (spec §7).
 * When the look-up fails, the list falls back to centres whose text matches.
 */
export function CentreFinder() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const postcode = postcodeToSearch(deferred);
  const [nearby, setNearby] = useState<Nearby>();
  const inputId = useId();

  useEffect(() => {
    if (!postcode) return;
    let live = true;
    // A short pause, so that a postcode still being typed is not looked up on each key.
    const timer = setTimeout(() => {
      getNearestCentres(postcode)
        .then((found) => live && setNearby({ postcode, state: 'found', found }))
        .catch((error: unknown) => {
          if (!live) return;
          const message = error instanceof ApiError ? error.message : MESSAGES.postcodeNotFound;
          setNearby({ postcode, state: 'failed', message });
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [postcode]);

  const current = postcode && nearby?.postcode === postcode ? nearby : undefined;
  const results = filterCentres(CENTRES_BY_NAME, deferred);
  const nearest = current?.state === 'found' ? current.found : undefined;
  const failedLookup = current?.state === 'failed' ? `${current.message}. ` : '';
  // One live region whose words change, so that screen readers hear each new result.
  const status =
    postcode && !current
      ? `Finding test centres near ${postcode}…`
      : nearest
        ? nearestStatus(nearest)
        : results.length === TEST_CENTRES.length
          ? `${failedLookup}${results.length} test centres`
          : `${failedLookup}${results.length} of ${TEST_CENTRES.length} test centres match`;

  return (
    <>
      <form className="field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Search by name, town or postcode</label>
        <p className="hint" id={`${inputId}-hint`}>
          For example Leeds or Cardiff. Enter a postcode, such as SW1A 1AA, or the first part of
          one, such as LS6, to see the nearest centres.
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
        {status}
      </p>
      {postcode && !current ? null : nearest ? (
        nearest.centres.length === 0 ? (
          <p>
            Search by the name of a town or city instead, or clear the search to see every centre.
          </p>
        ) : (
          <ul className="plain-list">
            {nearest.centres.map(({ centre, miles }) => (
              <CentreItem key={`${centre.id}-${centre.postcode}`} centre={centre} miles={miles} />
            ))}
          </ul>
        )
      ) : results.length === 0 ? (
        <p>
          No test centre matches that search. Check the spelling, or enter a postcode to see the
          nearest centres.
        </p>
      ) : (
        <ul className="plain-list">
          {results.map((centre) => (
            <CentreItem key={`${centre.id}-${centre.slug}`} centre={centre} />
          ))}
        </ul>
      )}
    </>
  );
}

function nearestStatus({ centres, postcode }: NearestCentres): string {
  if (centres.length === 0) return `There are no test centres within 15 miles of ${postcode}.`;
  const noun = centres.length === 1 ? 'centre' : 'centres';
  return `${centres.length} test ${noun} within 15 miles of ${postcode}, nearest first`;
}

/** One centre in a list: name, distance when searched by postcode, address, booking link. */
function CentreItem({
  centre,
  miles,
}: {
  centre: {
    id: number;
    name: string;
    shortName: string;
    address: readonly string[];
    postcode: string;
  };
  miles?: number;
}) {
  return (
    <li className="centre">
      <h2>{centre.name}</h2>
      {miles === undefined ? null : <p className="distance">{miles.toFixed(1)} miles away</p>}
      <address>
        {centre.address.join(', ')}, {centre.postcode}
      </address>
      <Link to={paths.bookTestAt(centre.id)}>Book a test at {centre.shortName}</Link>
    </li>
  );
}
