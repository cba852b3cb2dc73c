import { Link, useParams, useSearchParams } from 'react-router';
import { getCentreById } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/book-citb-test-location';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// Prerendered for every centre (config/prerender.ts); the journey opens with the centre chosen.

export const meta: Route.MetaFunction = ({ params }) => {
  const centre = getCentreById(Number(params.locationId));
  return pageMeta({
    title: centre ? `Book a CITB test at ${centre.shortName}` : 'Book a CITB test',
    description: centre
      ? `Book the CITB HS&E test at ${centre.name}, ${centre.postcode}.`
      : 'Book the CITB health, safety and environment test at a test centre.',
    path: paths.bookTestAt(params.locationId),
  });
};

export default function BookCitbTestLocation() {
  const { locationId = '' } = useParams();
  const [params] = useSearchParams();
  const centre = getCentreById(Number(locationId));
  const price = testPrice();
  if (!centre) {
    return (
      <div className="page narrow">
        <h1>No such test centre</h1>
        <p>
          We could not find that test centre.{' '}
          <Link to={paths.centres}>Choose a centre from the list</Link> or{' '}
          <Link to={paths.bookTest}>book without choosing one first</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <ClientOnly
        fallback={
          <div>
            <h1>Book a CITB test at {centre.shortName}</h1>
            <p className="lead">
              {centre.name}, {centre.address.join(', ')}, {centre.postcode}.
            </p>
            <p>
              Choose your test, language, date and time, give your details and pay. The test costs{' '}
              {formatMoney(price.total)} in total, including the {formatMoney(price.officialFee)}{' '}
              CITB fee.
            </p>
          </div>
        }
      >
        {() => <TestBookingJourney testType={params.get('t')} locationId={centre.id} />}
      </ClientOnly>
    </div>
  );
}
