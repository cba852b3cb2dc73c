import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import type { OrderView } from '@site/domain/schemas';
import { paths } from '../../config/paths';

export const CLOSED_TITLE = msg`This order has closed`;

const BOOK_AGAIN: Record<OrderView['kind'], { path: string; label: MessageDescriptor }> = {
  test: { path: paths.bookTest, label: msg`Book your test again` },
  card: { path: paths.applyCard, label: msg`Apply for your card again` },
  'course-online': { path: paths.courseBook, label: msg`Book your course again` },
  'course-offline': { path: paths.courseBook, label: msg`Book your course again` },
};

/**
 * An order that closed unpaid (status expired): it was replaced when the booking was changed
 * before paying, or its time to be paid ran out. It can no longer be paid, so the outcome pages
 * offer a new booking instead of a payment that would be refused.
 */
export function OrderClosed({
  order,
  justPaid = false,
}: {
  order: OrderView;
  /** On /success, where the payment page sends the customer: a payment may be on its way. */
  justPaid?: boolean;
}) {
  const { i18n } = useLingui();
  const again = BOOK_AGAIN[order.kind];
  const reference = order.reference;
  const label = i18n._(again.label);
  return (
    <div>
      <h1>{i18n._(CLOSED_TITLE)}</h1>
      <p>
        <Trans>
          Order <strong>{reference}</strong> has not been paid, and it can no longer be paid. An
          order closes when the booking is changed before paying, which makes a new order, or when
          it is left unpaid for too long.
        </Trans>
      </p>
      <p>
        {justPaid ? (
          <Trans>
            If you paid for it just now, wait a minute and reload this page: a payment that arrives
            as the order closes is still recorded.
          </Trans>
        ) : (
          <Trans>Nothing has been taken from your account for it.</Trans>
        )}
      </p>
      <p>
        <Trans>
          <Link to={again.path}>{label}</Link>. If you have paid for a newer order, its confirmation
          was sent to your email.
        </Trans>
      </p>
    </div>
  );
}
