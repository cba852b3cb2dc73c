import { Link } from '../../i18n/link';
import { formatMoney } from '@site/domain/format';
import { paths } from '../../config/paths';
import { startPayment } from '../../lib/journey/payment';
import { WARNING_ADVICE } from '../../components/lasting-warning';
import { PayButton, PaymentWarning, useCheckAndPay } from '../../components/checkout/check-and-pay';
import { CLOSED_TITLE, OrderClosed } from './order-closed';
import { OrderSummary } from './order-summary';
import { useDocumentTitle } from '../../lib/seo';
import { LoadFailed, NOT_FOUND_TITLE } from './success-page';
import { useOrder } from './use-order';

const ALREADY_PAID_TITLE = 'This order is already paid';

/** /failed/{orderId}: what happened, and paying again for the same order (issue 4 point 6). */
export function FailedPage({ orderId }: { orderId: string }) {
  const { order, failed } = useOrder(orderId);
  // The same pay press as a check page's, for the order already made: an order paid meanwhile
  // shows its success page.
  const { busy, pay, warning } = useCheckAndPay({ paidOrderId: () => orderId });
  useDocumentTitle(
    failed
      ? NOT_FOUND_TITLE
      : order?.status === 'paid'
        ? ALREADY_PAID_TITLE
        : order?.status === 'expired'
          ? CLOSED_TITLE
          : undefined,
  );

  if (failed) return <LoadFailed />;
  if (!order) return <p role="status">Checking your order…</p>;
  if (order.status === 'paid') {
    return (
      <div>
        <h1>{ALREADY_PAID_TITLE}</h1>
        <p>
          <Link to={paths.success(orderId)}>See your confirmation</Link>
        </p>
      </div>
    );
  }
  if (order.status === 'expired') return <OrderClosed order={order} />;

  return (
    <div>
      <h1>Your payment did not go through</h1>
      <p className="lead">
        Nothing has been taken from your account and nothing has been booked yet. This can happen
        when the bank declines the card or the payment page was closed.
      </p>
      <p>
        Your order is saved with reference <strong>{order.reference}</strong>. You can pay{' '}
        {formatMoney(order.price.total)} for the same order again, with the same or another card.
      </p>
      <PaymentWarning warning={warning} advice={WARNING_ADVICE.payAgain} />
      <PayButton
        busy={busy}
        label="Pay again"
        onPay={() => void pay(() => startPayment(orderId))}
      />
      <h2>Your order</h2>
      <OrderSummary order={order} />
      <p>
        If it keeps failing, <Link to={paths.contact}>contact us</Link> and quote your reference.
      </p>
    </div>
  );
}
