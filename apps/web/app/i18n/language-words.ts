import type { Locale } from '@site/domain/i18n';

/**
 * The switcher's own few words in every language. They stay out of the catalogues because the
 * offer of another language must be written in that other language, whatever page it is on.
 */
export const LANGUAGE_LABEL: Record<Locale, string> = {
  en: 'Language',
  bg: 'Език',
  cs: 'Jazyk',
  cy: 'Iaith',
  de: 'Sprache',
  es: 'Idioma',
  fr: 'Langue',
  hu: 'Nyelv',
  lt: 'Kalba',
  pa: 'ਭਾਸ਼ਾ',
  pl: 'Język',
  pt: 'Idioma',
  ro: 'Limba',
  ru: 'Язык',
};

/** "Read this page in Polish", written in Polish. */
export const READ_IN: Record<Locale, string> = {
  en: 'Read this page in English',
  bg: 'Прочетете тази страница на български',
  cs: 'Přečtěte si tuto stránku v češtině',
  cy: 'Darllenwch y dudalen hon yn Gymraeg',
  de: 'Diese Seite auf Deutsch lesen',
  es: 'Leer esta página en español',
  fr: 'Lire cette page en français',
  hu: 'Olvassa el ezt az oldalt magyarul',
  lt: 'Skaitykite šį puslapį lietuviškai',
  pa: 'ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ',
  pl: 'Przeczytaj tę stronę po polsku',
  pt: 'Ler esta página em português',
  ro: 'Citiți această pagină în limba română',
  ru: 'Читать эту страницу на русском',
};
