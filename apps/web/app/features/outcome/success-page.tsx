import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import { formatMoney } from '@site/domain/format';
import { paths } from '../../config/paths';
import { forgetEverything } from '../../lib/journey/session-store';
import { useDocumentTitle } from '../../lib/seo';
import { OrderReferences } from './add-references-form';
import { CLOSED_TITLE, OrderClosed } from './order-closed';
import { ConfirmedBooking } from './confirmed-booking';
import { NEXT_STEPS, OrderSummary } from './order-summary';
import { NextStep } from './next-step';
import { useOrder } from './use-order';

/**
 * /success/{orderId}: what GET /order says, never what the URL claims; an order becomes paid
 * only on the provider's event (decision 004).
 */
const CANCELLED_TITLE = msg`This booking has been cancelled`;
const PAYMENT_RECEIVED_TITLE = msg`Payment received`;

export function SuccessPage({ orderId }: { orderId: string }) {
  const { i18n } = useLingui();
  const { order, failed, reload } = useOrder(orderId);
  const paid = order?.status === 'paid';
  // Once staff have recorded the booking, the page says what it is instead of what comes next.
  const confirmed = order?.progress?.confirmed ?? null;
  // The tab title says what the heading says (the route's title stands while loading).
  const title = failed
    ? NOT_FOUND_TITLE
    : order
      ? order.cancelled
        ? CANCELLED_TITLE
        : paid
          ? confirmed
            ? CONFIRMED_TITLE
            : PAYMENT_RECEIVED_TITLE
          : order.status === 'expired'
            ? CLOSED_TITLE
            : NOT_PAID_TITLE
      : undefined;
  useDocumentTitle(title ? i18n._(title) : undefined);
  useEffect(() => {
    // The journey is over: forget its answers and details, keep only the reference on screen.
    if (paid) forgetEverything();
  }, [paid]);

  if (failed) return <LoadFailed />;
  if (!order) {
    return (
      <p role="status">
        <Trans>Checking your payment…</Trans>
      </p>
    );
  }
  if (order.status === 'expired') return <OrderClosed order={order} justPaid />;
  const reference = order.reference;
  if (!paid) {
    return (
      <div>
        <h1>{i18n._(NOT_PAID_TITLE)}</h1>
        <p>
          <Trans>
            Your order reference is <strong>{reference}</strong>. If you have just paid, wait a
            minute and reload this page.
          </Trans>
        </p>
        <p>
          <Link to={paths.failed(orderId)}>
            <Trans>Pay for this order</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const total = formatMoney(order.price.total);
  if (order.cancelled) {
    return (
      <div>
        <h1>{i18n._(CANCELLED_TITLE)}</h1>
        <p>
          <Trans>
            Your reference is <strong>{reference}</strong>. We received your payment of {total}, but
            the booking could not go ahead, for example because the course date filled before your
            payment was confirmed.
          </Trans>
        </p>
        <p>
          <Trans>
            We will refund the money to the card you paid with and have emailed you about it. To
            book again, choose another date.
          </Trans>
        </p>
        <p>
          <Link to="/">
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const email = order.User.email;
  return (
    <div>
      <div className="panel">
        <h1>{i18n._(confirmed ? CONFIRMED_TITLE : PAYMENT_RECEIVED_TITLE)}</h1>
        <p>
          <Trans>Your reference is</Trans>
        </p>
        <p className="reference">{reference}</p>
      </div>
      {confirmed ? (
        <ConfirmedBooking
          order={order}
          confirmed={confirmed}
          completed={order.progress?.stage === 'completed'}
        />
      ) : null}
      <p>
        {email ? (
          <Trans>
            We have received {total}, and emailed a receipt to {email}. Keep your reference for any
            questions.
          </Trans>
        ) : (
          <Trans>We have received {total}. Keep your reference for any questions.</Trans>
        )}
      </p>
      <p>
        <Trans>
          Keep your reference: you can see where your booking stands at any time at{' '}
          <Link to={`${paths.booking}?reference=${reference}`}>Find my booking</Link>.
        </Trans>
      </p>
      {/* Once booked, the summary below is what the customer asked for, not what was booked. */}
      <h2>{confirmed ? <Trans>What you asked for</Trans> : <Trans>What you ordered</Trans>}</h2>
      <OrderSummary order={order} />
      {confirmed ? null : (
        <>
          <h2>
            <Trans>What happens next</Trans>
          </h2>
          <ol>
            {NEXT_STEPS[order.kind].map((step) => (
              <li key={step.id}>{i18n._(step)}</li>
            ))}
          </ol>
        </>
      )}
      <NextStep order={order} />
      {/* A course needs no CITB testing ID or NI number. */}
      {order.kind === 'test' || order.kind === 'card' ? (
        <OrderReferences order={order} onSaved={reload} />
      ) : null}
      <p>
        <Link to={paths.home}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}

const NOT_PAID_TITLE = msg`We have not received your payment yet`;
const CONFIRMED_TITLE = msg`Your booking is confirmed`;
export const NOT_FOUND_TITLE = msg`We could not find this order`;

export function LoadFailed() {
  const { i18n } = useLingui();
  return (
    <div>
      <h1>{i18n._(NOT_FOUND_TITLE)}</h1>
      <p>
        <Trans>
          Check the link in your email, or <Link to={paths.contact}>contact us</Link> with your
          order reference.
        </Trans>
      </p>
    </div>
  );
}
