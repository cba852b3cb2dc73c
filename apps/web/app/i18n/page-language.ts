import { localeOfPath, type Locale } from '@site/domain/i18n';
import type { DateWords } from '@site/domain/format';
import { areasOfPath } from './catalogue-areas';
import { loadMessages } from './catalogues';
import type { PageLanguage } from './page-i18n';

// The loaders of every language's chunks: the root's `loader` runs this at build time, and the
// browser imports it only when a page needs a language or area its HTML did not bring.

const DATE_WORDS = import.meta.glob<DateWords>(
  '../../../../packages/domain/src/data/date-words/*.json',
  {
    import: 'default',
  },
);

async function loadDateWords(locale: Locale): Promise<DateWords | undefined> {
  const load = DATE_WORDS[`../../../../packages/domain/src/data/date-words/${locale}.json`];
  return load ? load() : undefined;
}

/** The language of the page at `pathname`: '/pl/…' is Polish, an unprefixed path English. */
export async function loadPageLanguage(pathname: string): Promise<PageLanguage> {
  const locale = localeOfPath(pathname);
  const areas = areasOfPath(pathname);
  const [messages, dateWords] = await Promise.all([
    loadMessages(locale, areas),
    loadDateWords(locale),
  ]);
  return dateWords ? { locale, areas, messages, dateWords } : { locale, areas, messages };
}

export { i18nFor, type PageLanguage } from './page-i18n';
