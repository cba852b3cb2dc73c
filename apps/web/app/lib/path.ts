import { stripLocale } from '@site/domain/i18n';

/**
 * Prerendering requests each path with a trailing slash ('/cscs-blue-card/'), while visitors
 * use it without; a page in another language has its prefix ('/pl/cscs-blue-card'). Everything
 * that compares paths goes through this, and gets the English path of config/paths.ts.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return stripLocale(trimmed === '' ? '/' : trimmed);
}
