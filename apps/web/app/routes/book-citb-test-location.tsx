import { useParams, useSearchParams } from 'react-router';
import { Link } from '../i18n/link';
import { getCentreById } from '@site/domain/catalogue';
import type { Route } from './+types/book-citb-test-location';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// Prerendered for every centre (config/prerender.ts); the journey opens with the centre chosen,
// and the HTML carries its first question, which names the centre (decision 015).

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
      <JourneyArea>
        <SamePersonGate caption={`Book a CITB test at ${centre.shortName}`}>
          {() => <TestBookingJourney testType={params.get('t')} locationId={centre.id} />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
