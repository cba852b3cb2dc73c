import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/apply-cscs-card';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { CardApplicationJourney } from '../features/card-application/card-application-journey';

// The journey reads sessionStorage and the query (t = card type, source), so it renders in the
// browser; the prerendered HTML carries its first question, as a new visitor sees it
// (decision 015).

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Apply for a CSCS card`),
    description: i18n._(
      msg`Apply for a new CSCS card, renew your card or replace a lost or stolen one. Choose the card, give your details and pay securely.`,
    ),
    path: paths.applyCard,
  }));

export default function ApplyCscsCard() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption={t`Apply for a CSCS card`}>
          {() => (
            <CardApplicationJourney cardType={params.get('t')} source={params.get('source')} />
          )}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
