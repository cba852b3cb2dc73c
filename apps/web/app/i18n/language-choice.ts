import { LOCALES, isLocale, type Locale } from '@site/domain/i18n';

const KEY = 'site-language';

/** The language a visitor last chose with the switcher, kept in this browser (issue 20 point 2). */
export function rememberedLanguage(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** The first of the browser's languages that the site has ('pl-PL' -> 'pl'). */
export function browserLanguage(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/**
 * The language to offer on a page in `current`: the one chosen before, else the browser's
 * first language the site has; none when that is the page's own. Nothing moves by itself.
 */
export function languageToOffer(
  current: Locale,
  remembered: Locale | undefined,
  browser: readonly string[],
): Locale | undefined {
  const wanted = remembered ?? browserLanguage(browser);
  return wanted && wanted !== current && LOCALES.includes(wanted) ? wanted : undefined;
}
