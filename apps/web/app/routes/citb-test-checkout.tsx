import { Link } from '../i18n/link';
import type { Route } from './+types/citb-test-checkout';
import { paths } from '../config/paths';
import { PAYMENT_WORDS } from '../config/site';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestCheckout } from '../features/test-booking/test-checkout';

// Check your answers and payment: features/test-booking reads the answers saved in the browser.

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Test booking checkout',
    description: 'Check your CITB test booking and pay securely by card.',
    path: paths.testCheckout,
    noindex: true,
  });

export default function CitbTestCheckout() {
  return (
    <div className="page narrow">
      <ClientOnly fallback={<Introduction />}>
        {() => (
          // Reached from the booking's last step only: the booking's start asked already.
          <SamePersonGate caption="Book a CITB test" startPath={paths.bookTest} underWay>
            {() => <TestCheckout />}
          </SamePersonGate>
        )}
      </ClientOnly>
    </div>
  );
}

function Introduction() {
  return (
    <div>
      <h1>Check your booking and pay</h1>
      <p className="lead">
        Check the test, centre, dates and your details, then pay by card. Payment is handled by{' '}
        {PAYMENT_WORDS.handledBy}; your booking is confirmed once the payment goes through.
      </p>
      <p>
        Arrived here without a booking in progress?{' '}
        <Link to={paths.bookTest}>Start a test booking</Link>.
      </p>
    </div>
  );
}
