import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/book-citb-test';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// The journey reads sessionStorage and query t (the test type), so it renders in the browser;
// the prerendered HTML carries the introduction.

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Book your CITB HS&E test',
    description:
      'Book the CITB health, safety and environment test: choose the test type, language, test centre, date and time, then pay securely by card.',
    path: paths.bookTest,
  });

export default function BookCitbTest() {
  const [params] = useSearchParams();
  return (
    <div className="page narrow">
      <ClientOnly fallback={<Introduction />}>
        {() => <TestBookingJourney testType={params.get('t')} />}
      </ClientOnly>
    </div>
  );
}

function Introduction() {
  const price = testPrice();
  return (
    <div>
      <h1>Book your CITB HS&amp;E test</h1>
      <p className="lead">
        Choose your test, language, centre and date, give your details and pay. The test costs{' '}
        {formatMoney(price.total)} in total, including the {formatMoney(price.officialFee)} CITB
        fee.
      </p>
      <p>
        Not sure which test you need?{' '}
        <Link to={paths.testPerOccupation}>Look up your occupation</Link> or{' '}
        <Link to={paths.testTypes}>compare the test types</Link>. To start from a centre near you,{' '}
        <Link to={paths.centres}>pick a test centre</Link>.
      </p>
    </div>
  );
}
