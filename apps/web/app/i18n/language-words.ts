import type { Locale } from '@site/domain/i18n';

/**
 * The offer of another language must be written in that other language, whatever page it is
 * on, so its words stay out of the catalogues (and out of a page's first JavaScript).
 */
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
