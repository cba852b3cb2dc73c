import type { Route } from './+types/centers';
import { paths } from '../config/paths';
import { CentreFinder } from '../features/centres/centre-finder';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CITB HS&E test centres',
    description:
      'Every CITB health, safety and environment test centre in the UK, from Aberdeen to York. Search by name, town or postcode and book a test there.',
    path: paths.centres,
  });

export default function Centers() {
  return (
    <div className="page narrow">
      <h1>Test centres</h1>
      <p className="lead">
        The CITB HS&amp;E test is taken on a computer at a Pearson VUE test centre. Enter your
        postcode to see the centres nearest to you, or search by town or centre name, then book your
        test there.
      </p>
      <CentreFinder />
    </div>
  );
}
