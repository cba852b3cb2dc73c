import { Link } from '../i18n/link';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/citb-test';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'CITB test booking',
    description:
      'Book the CITB health, safety and environment test online: choose the test type, language, centre, date and time, then pay by card.',
    path: paths.citbTest,
  });

export default function CitbTest() {
  const price = testPrice();
  return (
    <div className="page prose">
      <h1>Book the CITB HS&amp;E test</h1>
      <p className="lead">
        Booking takes a few minutes. Have your National Insurance number, date of birth and contact
        details to hand.
      </p>
      <h2>What we ask for</h2>
      <ul>
        <li>The test type, for example Operative or Supervisors.</li>
        <li>The language you want to take it in (some tests are offered in English only).</li>
        <li>
          A test centre, a preferred date and time, and a second date in case the first is taken.
        </li>
        <li>Whether this is a retake of a test you did not pass.</li>
      </ul>
      <h2>Price</h2>
      <p>
        {formatMoney(price.total)} in total: the {formatMoney(price.officialFee)} CITB test fee and{' '}
        {formatMoney(price.serviceFee)} for our booking service.
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          Start your booking
        </Link>
        <Link className="button secondary" to={paths.testTypes}>
          See the test types
        </Link>
      </div>
    </div>
  );
}
