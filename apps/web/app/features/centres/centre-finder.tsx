import { useDeferredValue, useEffect, useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HTML_LANG, type Locale } from '@site/domain/i18n';
import { Link, useLocale } from '../../i18n/link';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { getNearestCentres, postcodeToSearch } from '../../lib/nearest-centres';
import type { NearestCentres } from '../../lib/nearest-centres';
import { filterCentres } from './filter-centres';

type Nearby =
  | { postcode: string; state: 'found'; found: NearestCentres }
  | { postcode: string; state: 'failed'; message: string; unusable: boolean };

/** As the list reads: by the name shown, so the London centres sit together. */
const CENTRES_BY_NAME = [...TEST_CENTRES].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

/**
 * The /centers list: every test centre, filtered by name, town or postcode as you type. A
 * postcode, or the first part of one, instead lists the nearest centres, as the booking journey
 * does: GET /address/postcode/{postcode}, up to 10 within 15 miles, nearest first (spec §7).
 * When the look-up fails, the list falls back to centres whose text matches.
 */
export function CentreFinder() {
  const { t } = useLingui();
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
          const unusable = message === MESSAGES.couldNotFindPostcode;
          setNearby({ postcode, state: 'failed', message, unusable });
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
  const failedLookup = current?.state === 'failed' ? `${lookupFailure(current)}. ` : '';
  const count = results.length;
  const total = TEST_CENTRES.length;
  // One live region whose words change, so that screen readers hear each new result.
  const status =
    postcode && !current
      ? t`Finding test centres near ${postcode}…`
      : nearest
        ? nearestStatus(nearest)
        : count === total
          ? failedLookup + t`${plural(count, { one: '# test centre', other: '# test centres' })}`
          : failedLookup +
            t`${plural(count, {
              one: `# of ${total} test centres match`,
              other: `# of ${total} test centres match`,
            })}`;

  /** The spec's words for a failed postcode look-up, in the page's language. */
  function lookupFailure({ message, unusable }: { message: string; unusable: boolean }) {
    if (unusable) return t`Could not find postcode`;
    if (message === MESSAGES.postcodeNotFound) return t`Postcode not found`;
    return message;
  }

  function nearestStatus({ centres, postcode: near }: NearestCentres): string {
    if (centres.length === 0) return t`There are no test centres within 15 miles of ${near}.`;
    const found = centres.length;
    return t`${plural(found, {
      one: `# test centre within 15 miles of ${near}, nearest first`,
      other: `# test centres within 15 miles of ${near}, nearest first`,
    })}`;
  }

  return (
    <>
      <form className="field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>
          <Trans>Search by name, town or postcode</Trans>
        </label>
        <p className="hint" id={`${inputId}-hint`}>
          <Trans>
            For example Leeds or Cardiff. Enter a postcode, such as SW1A 1AA, or the first part of
            one, such as LS6, to see the nearest centres.
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
        {status}
      </p>
      {postcode && !current ? null : nearest ? (
        nearest.centres.length === 0 ? (
          <p>
            <Trans>
              Search by the name of a town or city instead, or clear the search to see every centre.
            </Trans>
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
          <Trans>
            No test centre matches that search. Check the spelling, or enter a postcode to see the
            nearest centres.
          </Trans>
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
  const locale = useLocale();
  const distance = miles === undefined ? undefined : formatMiles(miles, locale);
  const name = centre.shortName;
  return (
    <li className="centre">
      <h2>{centre.name}</h2>
      {distance === undefined ? null : (
        <p className="distance">
          <Trans comment="The distance always has one decimal place, e.g. 1.9 or 12.0">
            {distance} miles away
          </Trans>
        </p>
      )}
      <address>
        {centre.address.join(', ')}, {centre.postcode}
      </address>
      <Link to={paths.bookTestAt(centre.id)}>
        <Trans>Book a test at {name}</Trans>
      </Link>
    </li>
  );
}

/** Miles with one decimal: '1.9' in English as before, '1,9' where the language writes a comma. */
function formatMiles(miles: number, locale: Locale): string {
  if (locale === 'en') return miles.toFixed(1);
  return new Intl.NumberFormat(HTML_LANG[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(miles);
}
