import type { I18n } from '@lingui/core';
import type { MetaDescriptor } from 'react-router';
import { msg } from '@lingui/core/macro';
import { isLocale, localeOfPath } from '@site/domain/i18n';
import { pageMeta, type PageMetaInput } from '../lib/seo';
import { i18nFor, type PageLanguage } from './page-i18n';

/** What a route's `meta` function is given that matters here. */
export interface MetaContext {
  location: { pathname: string };
  params?: Readonly<Record<string, string | undefined>>;
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];
}

/**
 * The page's Lingui instance inside a route's `meta` (which runs outside React): the root
 * route's data holds the page's language and messages.
 */
export function metaI18n(context: MetaContext): I18n {
  const root = context.matches.find((match) => match?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as PageLanguage | undefined;
  if (data?.messages) return i18nFor(data);
  return i18nFor({ locale: localeOfPath(context.location.pathname), messages: {} });
}

/**
 * A route's `meta` in the page's language:
 * `meta = (args) => localPageMeta(args, (i18n) => ({ title: i18n._(msg`…`), … }))`.
 */
export function localPageMeta(
  context: MetaContext,
  build: (i18n: I18n) => PageMetaInput,
): MetaDescriptor[] {
  const i18n = metaI18n(context);
  const lang = context.params?.lang;
  if (lang !== undefined && (!isLocale(lang) || lang === 'en')) {
    // An unknown prefix ('/xx', and the prerendered '/404' itself) shows the 404 page (root.tsx).
    return pageMeta({
      title: i18n._(msg`Page not found`),
      description: i18n._(msg`The page you asked for does not exist on this site.`),
      path: '/404',
      noindex: true,
    });
  }
  return pageMeta({ locale: localeOfPath(context.location.pathname), ...build(i18n) });
}
