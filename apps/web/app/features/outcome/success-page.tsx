import { useEffect } from 'react';
import { Link } from '../../i18n/link';
import { formatMoney } from '@site/domain/format';
import { paths } from '../../config/paths';
import { forgetEverything } from '../../lib/journey/session-store';
import { useDocumentTitle } from '../../lib/seo';
import { OrderReferences } from './add-references-form';
import { CLOSED_TITLE, OrderClosed } from './order-closed';
import { ConfirmedBooking } from './confirmed-booking';
import { NEXT_STEPS, OrderSummary } from './order-summary';
import { useOrder } from './use-order';

/**
 * /success/{orderId}: what GET /order says, never what the URL claims; an order becomes paid
 * only on the provider's event (decision 004).
 */
const CANCELLED_TITLE = 'This booking has been cancelled';

export function SuccessPage({ orderId }: { orderId: string }) {
  const { order, failed, reload } = useOrder(orderId);
  const paid = order?.status === 'paid';
  // Once staff have recorded the booking, the page says what it is instead of what comes next.
  const confirmed = order?.progress?.confirmed ?? null;
  // The tab title says what the heading says (the route's title stands while loading).
  useDocumentTitle(
    failed
      ? NOT_FOUND_TITLE
      : order
        ? order.cancelled
          ? CANCELLED_TITLE
          : paid
            ? confirmed
              ? CONFIRMED_TITLE
              : 'Payment received'
            : order.status === 'expired'
              ? CLOSED_TITLE
              : NOT_PAID_TITLE
        : undefined,
  );
  useEffect(() => {
    // The journey is over: forget its answers and details, keep only the reference on screen.
    if (paid) forgetEverything();
  }, [paid]);

  if (failed) return <LoadFailed />;
  if (!order) return <p role="status">Checking your payment…</p>;
  if (order.status === 'expired') return <OrderClosed order={order} justPaid />;
  if (!paid) {
    return (
      <div>
        <h1>{NOT_PAID_TITLE}</h1>
        <p>
          Your order reference is <strong>{order.reference}</strong>. If you have just paid, wait a
          minute and reload this page.
        </p>
        <p>
          <Link to={paths.failed(orderId)}>Pay for this order</Link>
        </p>
      </div>
    );
  }
  if (order.cancelled) {
    return (
      <div>
        <h1>{CANCELLED_TITLE}</h1>
        <p>
          Your reference is <strong>{order.reference}</strong>. We received your payment of{' '}
          {formatMoney(order.price.total)}, but the booking could not go ahead, for example because
          the course date filled before your payment was confirmed.
        </p>
        <p>
          We will refund the money to the card you paid with and have emailed you about it. To book
          again, choose another date.
        </p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }
  return (
    <div>
      <div className="panel">
        <h1>{confirmed ? CONFIRMED_TITLE : 'Payment received'}</h1>
        <p>Your reference is</p>
        <p className="reference">{order.reference}</p>
      </div>
      {confirmed ? (
        <ConfirmedBooking
          order={order}
          confirmed={confirmed}
          completed={order.progress?.stage === 'completed'}
        />
      ) : null}
      <p>
        We have received {formatMoney(order.price.total)}
        {order.User.email ? `, and emailed a receipt to ${order.User.email}` : ''}. Keep your
        reference for any questions.
      </p>
      <p>
        Keep your reference: you can see where your booking stands at any time at{' '}
        <Link to={`${paths.booking}?reference=${order.reference}`}>Find my booking</Link>.
      </p>
      {/* Once booked, the summary below is what the customer asked for, not what was booked. */}
      <h2>{confirmed ? 'What you asked for' : 'What you ordered'}</h2>
      <OrderSummary order={order} />
      {confirmed ? null : (
        <>
          <h2>What happens next</h2>
          <ol>
            {NEXT_STEPS[order.kind].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      {/* A course needs no CITB testing ID or NI number. */}
      {order.kind === 'test' || order.kind === 'card' ? (
        <OrderReferences order={order} onSaved={reload} />
      ) : null}
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </div>
  );
}

const NOT_PAID_TITLE = 'We have not received your payment yet';
const CONFIRMED_TITLE = 'Your booking is confirmed';
export const NOT_FOUND_TITLE = 'We could not find this order';

export function LoadFailed() {
  return (
    <div>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        Check the link in your email, or <Link to={paths.contact}>contact us</Link> with your order
        reference.
      </p>
    </div>
  );
}
