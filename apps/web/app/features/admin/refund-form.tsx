import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { transitionResultSchema } from '@site/domain/schemas';
import type { OrderDetail, TransitionBody } from '@site/domain/schemas';
import { AdminApiError, adminFetch } from './admin-api';
import { formatPence } from './format';

/** A refund of the order's payment, whole or in part, with a note and the candidate emailed. */
export function RefundForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [emailCandidate, setEmailCandidate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (amount && !/^\d+(\.\d{1,2})?$/.test(amount.trim())) {
      found.amount = 'Enter an amount in pounds, like 23.50';
    }
    if (!note.trim()) found.note = 'Enter a note';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body: TransitionBody = {
        to: 'refunded',
        note,
        emailCandidate,
        ...(amount ? { amountPence: Math.round(Number(amount) * 100) } : {}),
      };
      await adminFetch(`/orders/${order.id}/transitions`, transitionResultSchema, {
        method: 'POST',
        body,
      });
      setAmount('');
      setNote('');
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
      setErrors(
        fieldErrors.length
          ? Object.fromEntries(
              fieldErrors.map((e) => [e.field === 'amountPence' ? 'amount' : e.field, e.message]),
            )
          : { amount: error instanceof Error ? error.message : 'The refund could not be made' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-refund" className="admin-panel">
      <h2 id="order-refund">Refund</h2>
      <ErrorSummary errors={errors} />
      <form onSubmit={submit} noValidate>
        <TextField
          id="amount"
          label="Amount to refund, in pounds"
          hint={`Leave empty to refund the whole ${formatPence(order.price.total)}.`}
          value={amount}
          onValueChange={setAmount}
          inputMode="decimal"
          width="short"
          error={errors.amount}
        />
        <TextareaField
          id="refund-note"
          label="Reason for the refund"
          value={note}
          onValueChange={setNote}
          rows={3}
          error={errors.note}
        />
        <CheckboxField
          id="refund-email"
          label="Email the candidate about the refund"
          checked={emailCandidate}
          onCheckedChange={setEmailCandidate}
        />
        <button type="submit" className="button" disabled={busy}>
          Refund
        </button>
      </form>
    </section>
  );
}
