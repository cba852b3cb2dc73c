import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { formatMoney } from '@site/domain/format';
import { transitionResultSchema } from '@site/domain/schemas';
import type { OrderDetail, TransitionBody } from '@site/domain/schemas';
import { AdminApiError, adminFetch } from './admin-api';
import { ConfirmAmount, amountWithin } from './confirm-amount';

/** What is left to refund of the payment the order was bought with. */
function leftToRefund(order: OrderDetail): number {
  const payer = order.payments.find((p) => p.role === 'order');
  return Math.max(order.price.total - (payer?.refundedPence ?? 0), 0);
}

/**
 * A refund of the order's payment, whole or in part, in two steps: the amount and a reason,
 * then "Refund £X to the customer?" to confirm it. A part refund leaves the order open; the
 * order is closed as refunded once all of it has gone back.
 */
export function RefundForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const left = leftToRefund(order);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [emailCandidate, setEmailCandidate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<number>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const found: FieldErrors = {};
    let pence = left;
    if (amount.trim()) {
      const parsed = amountWithin(amount, left);
      if (parsed.error !== undefined) found.amount = parsed.error;
      else pence = parsed.pence;
    }
    if (!note.trim()) found['refund-note'] = 'Enter the reason for the refund';
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(pence);
  };

  const refund = async () => {
    if (confirming === undefined) return;
    setBusy(true);
    try {
      const body: TransitionBody = {
        to: 'refunded',
        note,
        emailCandidate,
        amountPence: confirming,
      };
      const result = await adminFetch(`/orders/${order.id}/transitions`, transitionResultSchema, {
        method: 'POST',
        body,
      });
      const whole = result.refund?.whole ?? true;
      setDone(
        `Refunded ${formatMoney(confirming)}.` +
          (whole ? ' The order is closed as refunded.' : ' The order stays open.'),
      );
      setAmount('');
      setNote('');
      setConfirming(undefined);
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
      setConfirming(undefined);
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
      {done && (
        <p role="status" className="admin-saved">
          {done}
        </p>
      )}
      {left < order.price.total && (
        <p>
          {formatMoney(order.price.total - left)} of {formatMoney(order.price.total)} refunded so
          far; {formatMoney(left)} is left.
        </p>
      )}
      {confirming === undefined ? (
        <>
          <ErrorSummary errors={errors} />
          <form onSubmit={check} noValidate>
            <TextField
              id="amount"
              label="Amount to refund"
              hint={`For example £100 or 23.50. Leave empty to refund all that is left, ${formatMoney(left)}.`}
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
              error={errors['refund-note']}
            />
            <CheckboxField
              id="refund-email"
              label="Email the candidate about the refund"
              checked={emailCandidate}
              onCheckedChange={setEmailCandidate}
            />
            <button type="submit" className="button">
              Continue
            </button>
          </form>
        </>
      ) : (
        <ConfirmAmount
          question={`Refund ${formatMoney(confirming)} to the customer?`}
          yes={`Yes, refund ${formatMoney(confirming)}`}
          onYes={refund}
          onBack={() => setConfirming(undefined)}
          busy={busy}
        >
          <p>
            {confirming >= left
              ? 'This is all that is left of the payment: the order will be closed as refunded.'
              : `This is part of the payment: the order stays open, with ${formatMoney(left - confirming)} left.`}{' '}
            The money goes back to the card they paid with.
          </p>
        </ConfirmAmount>
      )}
    </section>
  );
}
