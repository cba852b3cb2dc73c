import { Link } from '../i18n/link';
import type { Route } from './+types/test-per-occupation';
import { paths } from '../config/paths';
import { OccupationSearch } from '../features/occupations/occupation-search';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Which test for your trade',
    description:
      'Look up your construction occupation to see which CITB HS&E test it needs and which CSCS cards it can hold.',
    path: paths.testPerOccupation,
  });

export default function TestPerOccupation() {
  return (
    <div className="page">
      <h1>Which test for your trade</h1>
      <p className="lead">
        Type your occupation to see which HS&amp;E test it calls for and which CSCS cards people in
        that job can hold. Occupations marked withdrawn can no longer be chosen for a new card.
      </p>
      <p>
        Read <Link to={paths.testTypes}>what each test type covers</Link> before you{' '}
        <Link to={paths.bookTest}>book your test</Link>.
      </p>
      <OccupationSearch />
    </div>
  );
}
