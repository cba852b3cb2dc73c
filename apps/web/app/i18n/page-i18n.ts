import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { localeOfPath, type Locale } from '@site/domain/i18n';
import type { DateWords } from '@site/domain/format';
import { areasOfPath, type Area } from './catalogue-areas';

/** What the root route gives every page: its language, its messages and its date words. */
export interface PageLanguage {
  locale: Locale;
  areas: Area[];
  messages: Messages;
  /** How this language writes dates (undefined in English, which keeps the spec's en-GB style). */
  dateWords?: DateWords;
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
  return keyOf({ locale: localeOfPath(pathname), areas: areasOfPath(pathname) });
}

/** The key of the language data a page holds: 'pl:common,pages'. */
export function keyOf({ locale, areas }: Pick<PageLanguage, 'locale' | 'areas'>): string {
  return `${locale}:${areas.join(',')}`;
}

/** A Lingui instance for one page's language. */
export function i18nFor({ locale, messages }: Pick<PageLanguage, 'locale' | 'messages'>): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
