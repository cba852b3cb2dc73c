/**
 * Prerendering requests each path with a trailing slash ('/cscs-blue-card/'), while visitors
 * use it without. Everything that compares paths goes through this so both render the same.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
