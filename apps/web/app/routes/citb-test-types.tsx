import { Link } from '../i18n/link';
import type { Route } from './+types/citb-test-types';
import { paths } from '../config/paths';
import { TestTypesTable } from '../features/catalogue/test-types-table';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CITB HS&E test types and languages',
    description:
      'The CITB health, safety and environment test types, from Operative to Tunnelling, with the languages each one can be taken in.',
    path: paths.testTypes,
  });

export default function CitbTestTypes() {
  return (
    <div className="page">
      <h1>CITB HS&amp;E test types</h1>
      <p className="lead">
        There is one HS&amp;E test for operatives, one for supervisors, one for managers and
        professionals, and several for specialist trades. Take the one that matches your job and the
        card you are applying for.
      </p>
      <p>
        The Operative test can be taken in English, with an English voice-over, or in one of
        thirteen other languages. Most specialist tests are in English only. Not sure which test is
        yours? <Link to={paths.testPerOccupation}>Look up your occupation</Link>.
      </p>
      <TestTypesTable />
    </div>
  );
}
