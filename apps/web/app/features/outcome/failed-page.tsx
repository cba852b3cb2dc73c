import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '@site/domain/format';
import { paths } from '../../config/paths';
import {
  goToCheckout,
  isAlreadyPaid,
  paymentProblem,
  startPayment,
} from '../../lib/journey/payment';
import {
  LastingWarning,
  WARNING_ADVICE,
  useLastingWarning,
} from '../../components/lasting-warning';
import { CLOSED_TITLE, OrderClosed } from './order-closed';
import { OrderSummary } from './order-summary';
import { useDocumentTitle } from '../../lib/seo';
import { LoadFailed, NOT_FOUND_TITLE } from './success-page';
import { useOrder } from './use-order';

const ALREADY_PAID_TITLE = 'This order is already paid';

/** /failed/{orderId}: what happened, and paying again for the same order (issue 4 point 6). */
export function FailedPage({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const { order, failed } = useOrder(orderId);
  const [busy, setBusy] = useState(false);
  const payment = useLastingWarning();
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

  const payAgain = async () => {
    if (busy) return;
    payment.clear();
    setBusy(true);
    try {
      goToCheckout(await startPayment(orderId));
    } catch (error) {
      setBusy(false);
      if (isAlreadyPaid(error)) return navigate(paths.success(orderId));
      const problem = paymentProblem(error);
      payment.show(problem.text, problem.ownAdvice);
    }
  };

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
      <LastingWarning
        message={payment.message}
        ownAdvice={payment.ownAdvice}
        advice={WARNING_ADVICE.payAgain}
      />
      <div className="actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() => void payAgain()}
        >
          {busy ? 'Please wait…' : 'Pay again'}
        </button>
      </div>
      <h2>Your order</h2>
      <OrderSummary order={order} />
      <p>
        If it keeps failing, <Link to={paths.contact}>contact us</Link> and quote your reference.
      </p>
    </div>
  );
}
