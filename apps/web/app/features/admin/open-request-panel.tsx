import { useEffect, useState } from 'react';
import { orderOpenRequestSchema } from '@site/domain/schemas';
import type { OrderDetail, OrderOpenRequest } from '@site/domain/schemas';
import { adminFetch } from './admin-api';
import { CancelForm, DeclineForm, NewSlotForm } from './request-actions';
import { REQUEST_KIND_LABELS, RequestFacts } from './request-facts';

/**
 * The customer's open request on the order's page (issue 19), with what staff can do: record
 * the new slot or cancel and refund, as asked, or decline with a message.
 */
export function OpenRequestPanel({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [open, setOpen] = useState<OrderOpenRequest>();
  const [error, setError] = useState('');

  // Read again each time the order is: an action reloads the order, and this with it.
  useEffect(() => {
    adminFetch(`/orders/${order.id}/open-request`, orderOpenRequestSchema).then(setOpen, (err) =>
      setError(err instanceof Error ? err.message : 'The request could not be read'),
    );
  }, [order]);

  if (error) {
    return (
      <p className="admin-error" role="alert">
        {error}
      </p>
    );
  }
  const request = open?.request;
  if (!open || !request) return null;
  return (
    <section aria-labelledby="order-open-request" className="admin-panel">
      <h2 id="order-open-request">Open request: {REQUEST_KIND_LABELS[request.kind]}</h2>
      <RequestFacts request={request} />
      {request.kind === 'change' ? (
        <NewSlotForm order={order} request={request} onDone={onDone} />
      ) : (
        open.proposedRefund && (
          <CancelForm
            order={order}
            request={request}
            proposal={open.proposedRefund}
            refundablePence={open.refundablePence}
            onDone={onDone}
          />
        )
      )}
      <DeclineForm request={request} onDone={onDone} />
    </section>
  );
}
