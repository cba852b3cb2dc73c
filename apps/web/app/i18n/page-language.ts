import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { localeOfPath, type Locale } from '@site/domain/i18n';
import type { DateWords } from '@site/domain/format';
import { areasOfPath, loadMessages, type Area } from './catalogues';

/** What the root route gives every page: its language, its messages and its date words. */
export interface PageLanguage {
  locale: Locale;
  areas: Area[];
  messages: Messages;
  /** How this language writes dates (undefined in English, which keeps the spec's en-GB style). */
  dateWords?: DateWords;
}

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

/** Whether `data` already holds everything the page at `pathname` needs. */
export function servesPath(data: PageLanguage, pathname: string): boolean {
  return (
    data.locale === localeOfPath(pathname) &&
    areasOfPath(pathname).every((area) => data.areas.includes(area))
  );
}

/** Two paths with the same key need the same language data. */
export function languageKey(pathname: string): string {
  return `${localeOfPath(pathname)}:${areasOfPath(pathname).join(',')}`;
}

/** A Lingui instance for one page's language. */
export function i18nFor({ locale, messages }: Pick<PageLanguage, 'locale' | 'messages'>): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
