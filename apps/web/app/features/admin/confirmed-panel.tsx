import { confirmedWords } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { OrderDetail } from '@site/domain/schemas';

/** What staff recorded when the order was confirmed, in the words the customer was sent. */
export function ConfirmedPanel({ order }: { order: OrderDetail }) {
  if (!order.confirmed) return null;
  const words = confirmedWords(order.confirmed, fullName(order.candidate));
  return (
    <section aria-labelledby="order-confirmed">
      <h2 id="order-confirmed">What the customer was told</h2>
      <p>{words.headline}</p>
      <ul>
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
