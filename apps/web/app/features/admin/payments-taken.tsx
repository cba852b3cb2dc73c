import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { duplicateRefundResultSchema } from '@site/domain/schemas';
import type { DuplicateRefundBody, OrderDetail } from '@site/domain/schemas';
import { adminFetch } from './admin-api';
import { formatPence } from './format';

/**
 * An order paid more than once (two checkouts both went through): each payment, what was
 * refunded of it, and a way to refund the second payment without touching the booking.
 */
export function PaymentsTaken({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const due = order.payments.filter((p) => p.role === 'duplicate' && p.refundedPence === null);
  return (
    <section aria-labelledby="order-payments-taken" className="admin-panel">
      <h2 id="order-payments-taken">Paid more than once</h2>
      <div className="table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Paid</th>
              <th scope="col">For</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.sessionId}>
                <td>
                  <code>{payment.sessionId}</code>
                </td>
                <td>{formatPence(payment.amountPence)}</td>
                <td>{payment.role === 'order' ? 'This order' : 'Nothing: a second payment'}</td>
                <td>
                  {payment.refundedPence === null ? 'No' : formatPence(payment.refundedPence)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {due.length > 0 && !order.personalDataErasedAt && (
        <DuplicateRefundForm
          orderId={order.id}
          amountPence={due.reduce((sum, p) => sum + p.amountPence, 0)}
          onDone={onDone}
        />
      )}
    </section>
  );
}

function DuplicateRefundForm(props: { orderId: string; amountPence: number; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [emailCandidate, setEmailCandidate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setErrors({ 'duplicate-note': 'Enter a note' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const body: DuplicateRefundBody = { note, emailCandidate };
      await adminFetch(`/orders/${props.orderId}/duplicate-refunds`, duplicateRefundResultSchema, {
        method: 'POST',
        body,
      });
      setNote('');
      props.onDone();
    } catch (error) {
      setErrors({
        'duplicate-note': error instanceof Error ? error.message : 'The refund could not be made',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} />
      <p>
        The booking stays as it is. The second payment, {formatPence(props.amountPence)}, goes back
        in full to the card it was made with.
      </p>
      <TextareaField
        id="duplicate-note"
        label="Note"
        value={note}
        onValueChange={setNote}
        rows={2}
        error={errors['duplicate-note']}
      />
      <CheckboxField
        id="duplicate-email"
        label="Email the candidate that the second payment was refunded"
        checked={emailCandidate}
        onCheckedChange={setEmailCandidate}
      />
      <button type="submit" className="button" disabled={busy}>
        Refund the second payment
      </button>
    </form>
  );
}
