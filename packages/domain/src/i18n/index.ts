/**
 * The site's languages (issue 20): English and the 13 voice-over languages of the CITB HS&E
 * test (spec §9's Operative list). Codes are BCP 47; every language but English is served
 * under `/{code}/…`. Punjabi is written in Gurmukhi.
 */
export const LOCALES = [
  'en',
  'bg',
  'cs',
  'cy',
  'de',
  'es',
  'fr',
  'hu',
  'lt',
  'pa',
  'pl',
  'pt',
  'ro',
  'ru',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The languages served under a prefix: every one but English. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language named in itself, as the switcher shows it (no flags: a language is not a country). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  bg: 'Български',
  cs: 'Čeština',
  cy: 'Cymraeg',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hu: 'Magyar',
  lt: 'Lietuvių',
  pa: 'ਪੰਜਾਬੀ',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
};

/** The `lang` attribute of a page, email or calendar file in each language. */
export const HTML_LANG: Record<Locale, string> = {
  en: 'en-GB',
  bg: 'bg',
  cs: 'cs',
  cy: 'cy',
  de: 'de',
  es: 'es',
  fr: 'fr',
  hu: 'hu',
  lt: 'lt',
  pa: 'pa-Guru',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  ru: 'ru',
};

/** The test's voice-over language (spec §9 names, as the API takes them) for each site language. */
export const VOICE_OVER_LANGUAGE: Partial<Record<Locale, string>> = {
  bg: 'Bulgarian',
  cs: 'Czech',
  cy: 'Welsh',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  hu: 'Hungarian',
  lt: 'Lithuanian',
  pa: 'Punjabi',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
};

/** '/pl/book-citb-test' -> 'pl'; an English path (no prefix) -> 'en'. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** '/pl/book-citb-test' -> '/book-citb-test'; '/pl' -> '/'. English paths come back as they are. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** '/book-citb-test' in 'pl' -> '/pl/book-citb-test'; '/' in 'pl' -> '/pl'. English is unprefixed. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || path === ''
    ? `/${locale}`
    : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}
