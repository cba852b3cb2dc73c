import { useSearchParams } from 'react-router';
import type { Route } from './+types/apply-cscs-card';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { CardApplicationJourney } from '../features/card-application/card-application-journey';

// The journey reads sessionStorage and the query (t = card type, source), so it renders in the
// browser; the prerendered HTML carries its first question, as a new visitor sees it
// (decision 015).

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Apply for a CSCS card',
    description:
      'Apply for a new CSCS card, renew your card or replace a lost or stolen one. Choose the card, give your details and pay securely.',
    path: paths.applyCard,
  });

export default function ApplyCscsCard() {
  const [params] = useSearchParams();
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption="Apply for a CSCS card">
          {() => (
            <CardApplicationJourney cardType={params.get('t')} source={params.get('source')} />
          )}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
