import { Link } from '../i18n/link';
import type { Route } from './+types/not-found';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist on this site.',
    path: paths.notFound,
    noindex: true,
  });

/** Any path not in the route table (spec §2). The API answers it with status 404. */
export default function NotFound() {
  return (
    <div className="page narrow">
      <h1>Page not found</h1>
      <p>
        We could not find that page. If you typed the address, check it is spelled correctly. If you
        followed a link, it may be out of date.
      </p>
      <ul>
        <li>
          <Link to={paths.home}>Go to the home page</Link>
        </li>
        <li>
          <Link to={paths.bookTest}>Book a CITB test</Link>
        </li>
        <li>
          <Link to={paths.cardTypes}>See the CSCS card types</Link>
        </li>
        <li>
          <Link to={paths.contact}>Contact us</Link>
        </li>
      </ul>
    </div>
  );
}
