import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const ALREADY_PAID_TITLE = msg`This order is already paid`;

/** /failed/{orderId}: what happened, and paying again for the same order (issue 4 point 6). */
export function FailedPage({ orderId }: { orderId: string }) {
  const { i18n, t } = useLingui();
  const { order, failed } = useOrder(orderId);
  // The same pay press as a check page's, for the order already made: an order paid meanwhile
  // shows its success page.
  const { busy, pay, warning } = useCheckAndPay({ paidOrderId: () => orderId });
  const title = failed
    ? NOT_FOUND_TITLE
    : order?.status === 'paid'
      ? ALREADY_PAID_TITLE
      : order?.status === 'expired'
        ? CLOSED_TITLE
        : undefined;
  useDocumentTitle(title ? i18n._(title) : undefined);

  if (failed) return <LoadFailed />;
  if (!order) {
    return (
      <p role="status">
        <Trans>Checking your order…</Trans>
      </p>
    );
  }
  if (order.status === 'paid') {
    return (
      <div>
        <h1>{i18n._(ALREADY_PAID_TITLE)}</h1>
        <p>
          <Link to={paths.success(orderId)}>
            <Trans>See your confirmation</Trans>
          </Link>
        </p>
      </div>
    );
  }
  if (order.status === 'expired') return <OrderClosed order={order} />;

  const reference = order.reference;
  const total = formatMoney(order.price.total);
  return (
    <div>
      <h1>
        <Trans>Your payment did not go through</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Nothing has been taken from your account and nothing has been booked yet. This can happen
          when the bank declines the card or the payment page was closed.
        </Trans>
      </p>
      <p>
        <Trans>
          Your order is saved with reference <strong>{reference}</strong>. You can pay {total} for
          the same order again, with the same or another card.
        </Trans>
      </p>
      <PaymentWarning warning={warning} advice={WARNING_ADVICE.payAgain} />
      <PayButton
        busy={busy}
        label={t`Pay again`}
        onPay={() => void pay(() => startPayment(orderId))}
      />
      <h2>
        <Trans>Your order</Trans>
      </h2>
      <OrderSummary order={order} />
      <p>
        <Trans>
          If it keeps failing, <Link to={paths.contact}>contact us</Link> and quote your reference.
        </Trans>
      </p>
    </div>
  );
}
