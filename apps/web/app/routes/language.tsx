import { Outlet, useParams } from 'react-router';
import { isLocale } from '@site/domain/i18n';
import NotFound from './not-found';

/**
 * Every public page sits under an optional language prefix ('/pl/…'); a first segment that is
 * not one of the site's languages (or is 'en', whose pages have no prefix) is not a page.
 */
export default function Language() {
  const { lang } = useParams();
  const known = lang === undefined || (isLocale(lang) && lang !== 'en');
  return known ? <Outlet /> : <NotFound />;
}
