import { useEffect } from 'react';
import type { MetaDescriptor } from 'react-router';
import { OG_IMAGE_PATH, PUBLIC_BASE_URL, SITE_NAME } from '../config/site';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. '/cscs-blue-card'; used for og:url and the canonical link. */
  path: string;
  type?: 'website' | 'article';
  /** Keep the page out of search results (404, outcome and checkout pages). */
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${PUBLIC_BASE_URL}${path}`;
}

/**
 * Title, description, Open Graph and Twitter tags and the canonical link of one page
 * (issue 3 point 2). Route modules call this from their `meta` export, so the tags are in
 * the prerendered HTML and replaced on every client-side navigation.
 */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === '/' ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  // A page kept out of search results has no canonical address to declare.
  tags.push(
    noindex
      ? { name: 'robots', content: 'noindex' }
      : { tagName: 'link', rel: 'canonical', href: url },
  );
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
