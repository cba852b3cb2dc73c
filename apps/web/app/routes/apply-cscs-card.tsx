import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@site/domain/format';
import { cardPrice } from '@site/domain/pricing';
import type { Route } from './+types/apply-cscs-card';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { CardApplicationJourney } from '../features/card-application/card-application-journey';

// The journey reads sessionStorage and the query (t = card type, source), so it renders in the
// browser; the prerendered HTML carries the introduction.

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
      <ClientOnly fallback={<Introduction />}>
        {() => <CardApplicationJourney cardType={params.get('t')} source={params.get('source')} />}
      </ClientOnly>
    </div>
  );
}

function Introduction() {
  const price = cardPrice('New Card');
  return (
    <div>
      <h1>Apply for a CSCS card</h1>
      <p className="lead">
        Apply for a new card, renew a card, or replace one that was lost or stolen. Most
        applications cost {formatMoney(price.total)}: the {formatMoney(price.officialFee)} CSCS fee
        and {formatMoney(price.serviceFee)} for our service.
      </p>
      <p>
        You will need your CITB testing ID from a test passed in the last two years and, for a
        renewal or replacement, your card registration number. Not sure which card to choose?{' '}
        <Link to={paths.cardTypes}>Compare the card types</Link>.
      </p>
    </div>
  );
}
