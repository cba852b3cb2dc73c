import { Trans } from '@lingui/react/macro';
import { formatLongDate } from '@site/domain/format';
// The pages alone, not the whole register: a card page carries only what it shows.
import {
  OFFICIAL_PAGES,
  checkedOnOf,
  type OfficialPageKey,
} from '@site/domain/rules/official-pages';
import { useDateWords } from '../i18n/date-words';

/** Who publishes a page, by its address: the name people know the body by. */
function publisherOf(url: string): string {
  const host = new URL(url).host;
  if (host.endsWith('cscs.uk.com')) return 'CSCS';
  if (host.endsWith('citb.co.uk')) return 'CITB';
  return 'GOV.UK';
}

/**
 * When the rules a page states were last read against the official page, with a link to it
 * (docs/decisions/033-rules-register.md). `sources` are the pages the rules come from; the link
 * goes to the first, and the day is the oldest reading among them.
 */
export function RulesChecked({
  sources,
}: {
  sources: readonly [OfficialPageKey, ...OfficialPageKey[]];
}) {
  const words = useDateWords();
  const page = OFFICIAL_PAGES[sources[0]];
  const checked = formatLongDate(checkedOnOf(sources), words);
  const publisher = publisherOf(page.url);
  return (
    <p className="rules-checked">
      <Trans comment="{publisher} is CSCS, CITB or GOV.UK; {checked} a date, e.g. 7 December 2026">
        We last checked these rules on {checked} against{' '}
        <a href={page.url} rel="external">
          the official {publisher} page
        </a>
        .
      </Trans>
    </p>
  );
}
