import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/citb-test-types';
import { paths } from '../config/paths';
import { TestTypesTable } from '../features/catalogue/test-types-table';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`CITB HS&E test types and languages`),
    description: i18n._(
      msg`The CITB health, safety and environment test types, from Operative to Tunnelling, with the languages each one can be taken in.`,
    ),
    path: paths.testTypes,
  }));

export default function CitbTestTypes() {
  return (
    <div className="page">
      <h1>
        <Trans>CITB HS&amp;E test types</Trans>
      </h1>
      <p className="lead">
        <Trans>
          There is one HS&amp;E test for operatives, one for supervisors, one for managers and
          professionals, and several for specialist trades. Take the one that matches your job and
          the card you are applying for.
        </Trans>
      </p>
      <p>
        <Trans>
          The Operative test can be taken in English, with an English voice-over, or in one of
          thirteen other languages. Most specialist tests are in English only. Not sure which test
          is yours? <Link to={paths.testPerOccupation}>Look up your occupation</Link>.
        </Trans>
      </p>
      <TestTypesTable />
    </div>
  );
}
