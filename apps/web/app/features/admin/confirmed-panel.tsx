import { confirmedWords } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { OrderDetail } from '@site/domain/schemas';
import { SlotChangeForm, canChangeSlot } from './slot-change-form';

/**
 * What staff recorded when the order was confirmed, in the words the customer was sent, and
 * the form to change the slot while the booking is confirmed.
 */
export function ConfirmedPanel({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  if (!order.confirmed) return null;
  const words = confirmedWords(order.confirmed, fullName(order.candidate));
  const changes = order.confirmed.sequence ?? 0;
  return (
    <section aria-labelledby="order-confirmed">
      <h2 id="order-confirmed">What the customer was told</h2>
      <p>{words.headline}</p>
      <ul>
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {changes > 0 && (
        <p className="admin-sub">
          Changed {changes === 1 ? 'once' : `${changes} times`} since it was first confirmed.
        </p>
      )}
      {canChangeSlot(order) && (
        // Keyed by the version, so the form starts again from the slot now told.
        <SlotChangeForm key={changes} order={order} confirmed={order.confirmed} onDone={onDone} />
      )}
    </section>
  );
}
