import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/not-found';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Page not found`),
    description: i18n._(msg`The page you asked for does not exist on this site.`),
    path: paths.notFound,
    noindex: true,
  }));

/** Any path not in the route table (spec §2). The API answers it with status 404. */
export default function NotFound() {
  return (
    <div className="page narrow">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          We could not find that page. If you typed the address, check it is spelled correctly. If
          you followed a link, it may be out of date.
        </Trans>
      </p>
      <ul>
        <li>
          <Link to={paths.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.bookTest}>
            <Trans>Book a CITB test</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.cardTypes}>
            <Trans>See the CSCS card types</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.contact}>
            <Trans>Contact us</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
