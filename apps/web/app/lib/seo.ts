import { useEffect } from 'react';
import type { MetaDescriptor } from 'react-router';
import {
  HTML_LANG,
  LOCALES,
  localeOfPath,
  localizePath,
  stripLocale,
  type Locale,
} from '@site/domain/i18n';
import { OG_IMAGE_PATH, PUBLIC_BASE_URL, SITE_NAME } from '../config/site';

export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. '/cscs-blue-card' (config/paths.ts); with the page's
   * `locale` it gives og:url, the canonical link and the other languages' addresses.
   */
  path: string;
  /** The page's language; English when left out. */
  locale?: Locale;
  type?: 'website' | 'article';
  /** Keep the page out of search results (404, outcome and checkout pages). */
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${PUBLIC_BASE_URL}${path}`;
}

/** og:locale wants language_TERRITORY. */
const OG_LOCALE: Record<Locale, string> = {
  en: 'en_GB',
  bg: 'bg_BG',
  cs: 'cs_CZ',
  cy: 'cy_GB',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  hu: 'hu_HU',
  lt: 'lt_LT',
  pa: 'pa_IN',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  ru: 'ru_RU',
};

/**
 * The same page in every language (hreflang), English as x-default (issue 20 point 2).
 */
function alternates(path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: HTML_LANG[locale],
      href: absoluteUrl(localizePath(path, locale)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
  ];
}

/**
 * Title, description, Open Graph and Twitter tags, the canonical link and the other languages'
 * addresses of one page (issue 3 point 2, issue 20 point 2). Route modules call this from their
 * `meta` export, so the tags are in the prerendered HTML and replaced on every client-side
 * navigation.
 */
export function pageMeta({
  title,
  description,
  path: anyPath,
  locale: given,
  type = 'website',
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const locale = given ?? localeOfPath(anyPath);
  const path = stripLocale(anyPath);
  const fullTitle = path === '/' ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(localizePath(path, locale));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  // A page kept out of search results has no canonical address to declare.
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  else tags.push({ tagName: 'link', rel: 'canonical', href: url }, ...alternates(path));
  return tags;
}

/**
 * For a page whose heading depends on what the browser loads (an order found or not): the
 * tab title follows the heading. The route's `meta` title stands until then, and the next
 * route's `meta` replaces this one.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
