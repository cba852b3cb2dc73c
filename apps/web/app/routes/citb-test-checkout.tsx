import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/citb-test-checkout';
import { paths } from '../config/paths';
import { PAYMENT_MESSAGES } from '../config/site';
import { localPageMeta } from '../i18n/meta';
import { ClientOnly } from '../lib/client-only';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestCheckout } from '../features/test-booking/test-checkout';

// Check your answers and payment: features/test-booking reads the answers saved in the browser.

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Test booking checkout`),
    description: i18n._(msg`Check your CITB test booking and pay securely by card.`),
    path: paths.testCheckout,
    noindex: true,
  }));

export default function CitbTestCheckout() {
  const { t } = useLingui();
  return (
    <div className="page narrow">
      <ClientOnly fallback={<Introduction />}>
        {() => (
          // Reached from the booking's last step only: the booking's start asked already.
          <SamePersonGate caption={t`Book a CITB test`} startPath={paths.bookTest} underWay>
            {() => <TestCheckout />}
          </SamePersonGate>
        )}
      </ClientOnly>
    </div>
  );
}

function Introduction() {
  const { i18n } = useLingui();
  return (
    <div>
      <h1>
        <Trans>Check your booking and pay</Trans>
      </h1>
      <p className="lead">
        <Trans>Check the test, centre, dates and your details, then pay by card.</Trans>{' '}
        {i18n._(PAYMENT_MESSAGES.handledBy)}
      </p>
      <p>
        <Trans>
          Arrived here without a booking in progress?{' '}
          <Link to={paths.bookTest}>Start a test booking</Link>.
        </Trans>
      </p>
    </div>
  );
}
