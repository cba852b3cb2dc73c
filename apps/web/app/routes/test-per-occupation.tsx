import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/test-per-occupation';
import { paths } from '../config/paths';
import { OccupationSearch } from '../features/occupations/occupation-search';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Which test for your trade`),
    description: i18n._(
      msg`Look up your construction occupation to see which CITB HS&E test it needs and which CSCS cards it can hold.`,
    ),
    path: paths.testPerOccupation,
  }));

export default function TestPerOccupation() {
  return (
    <div className="page">
      <h1>
        <Trans>Which test for your trade</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Type your occupation to see which HS&amp;E test it calls for and which CSCS cards people
          in that job can hold. Occupations marked withdrawn can no longer be chosen for a new card.
        </Trans>
      </p>
      <p>
        <Trans>
          Read <Link to={paths.testTypes}>what each test type covers</Link> before you{' '}
          <Link to={paths.bookTest}>book your test</Link>.
        </Trans>
      </p>
      <OccupationSearch />
    </div>
  );
}
