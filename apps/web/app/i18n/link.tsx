import { forwardRef } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useLingui } from '@lingui/react';
import { isLocale, localeOfPath, localizePath, type Locale } from '@site/domain/i18n';

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A site path in `locale`: '/booking?reference=X' in Polish is '/pl/booking?reference=X'. */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to !== 'string') {
    return to.pathname && localeOfPath(to.pathname) === 'en'
      ? { ...to, pathname: localizePath(to.pathname, locale) }
      : to;
  }
  // Outside links, relative ones and paths already in a language stay as they are.
  if (!to.startsWith('/') || to.startsWith('//') || localeOfPath(to) !== 'en') return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  return localizePath(path, locale) + rest;
}

/** Turns the site's paths (config/paths.ts, always English) into the page's own language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizeTo(path, locale) as string;
}

/**
 * React Router's Link, staying in the page's language: `to={paths.bookTest}` on a Polish page
 * goes to /pl/book-citb-test. Relative and outside links are left as they are.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} to={localizeTo(to, locale)} {...rest} />;
});

/** NavLink in the page's language (see Link). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={localizeTo(to, locale)} {...rest} />;
});

/** useNavigate in the page's language: navigate(paths.success(id)) stays in Polish. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return (to, options) => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(localizeTo(to, locale), options);
  };
}
