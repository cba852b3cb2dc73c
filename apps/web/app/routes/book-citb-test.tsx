import { useSearchParams } from 'react-router';
import type { Route } from './+types/book-citb-test';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// The journey reads sessionStorage and query t (the test type), so it renders in the browser;
// the prerendered HTML carries its first question, as a new visitor sees it (decision 015).

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
      <JourneyArea>
        <SamePersonGate caption="Book a CITB test">
          {() => <TestBookingJourney testType={params.get('t')} />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
