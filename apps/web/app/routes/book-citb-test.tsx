import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/book-citb-test';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// The journey reads sessionStorage and query t (the test type), so it renders in the browser;
// the prerendered HTML carries its first question, as a new visitor sees it (decision 015).

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Book your CITB HS&E test`),
    description: i18n._(
      msg`Book the CITB health, safety and environment test: choose the test type, language, test centre, date and time, then pay securely by card.`,
    ),
    path: paths.bookTest,
  }));

export default function BookCitbTest() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption={t`Book a CITB test`}>
          {() => <TestBookingJourney testType={params.get('t')} />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
