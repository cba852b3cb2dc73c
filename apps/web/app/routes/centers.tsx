import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/centers';
import { paths } from '../config/paths';
import { CentreFinder } from '../features/centres/centre-finder';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`CITB HS&E test centres`),
    description: i18n._(
      msg`Every CITB health, safety and environment test centre in the UK, from Aberdeen to York. Search by name, town or postcode and book a test there.`,
    ),
    path: paths.centres,
  }));

export default function Centers() {
  return (
    <div className="page narrow">
      <h1>
        <Trans>Test centres</Trans>
      </h1>
      <p className="lead">
        <Trans>
          The CITB HS&amp;E test is taken on a computer at a Pearson VUE test centre. Enter your
          postcode to see the centres nearest to you, or search by town or centre name, then book
          your test there.
        </Trans>
      </p>
      <CentreFinder />
    </div>
  );
}
