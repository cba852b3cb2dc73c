import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { checkStep, stepFields } from '@site/domain/fulfilment';
import type { StepField, StepInput } from '@site/domain/fulfilment';
import { formatMoney } from '@site/domain/format';
import { requestResolvedSchema } from '@site/domain/schemas';
import type {
  CancelRequestBody,
  DeclineRequestBody,
  NewSlotBody,
  OrderDetail,
  OrderOpenRequest,
  QueuedRequest,
} from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import { AdminApiError, REQUESTS_CHANGED, adminFetch } from './admin-api';
import { ConfirmAmount, amountWithin } from './confirm-amount';
import { StepFields, suggestedValues } from './step-fields';

interface ActionProps {
  order: OrderDetail;
  request: QueuedRequest;
  onDone: () => void;
}

/** Sends one action on the request; field errors land on the form, anything else on `fallback`. */
async function act(
  request: QueuedRequest,
  action: 'new-slot' | 'cancel' | 'decline',
  body: NewSlotBody | CancelRequestBody | DeclineRequestBody,
  fallback: string,
): Promise<FieldErrors | undefined> {
  try {
    await adminFetch(`/change-requests/${request.id}/${action}`, requestResolvedSchema, {
      method: 'POST',
      body,
    });
    window.dispatchEvent(new Event(REQUESTS_CHANGED));
    return undefined;
  } catch (error) {
    const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
    return fieldErrors.length
      ? Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))
      : { [fallback]: error instanceof Error ? error.message : 'That could not be saved' };
  }
}

/** Where the new slot starts: the first date the customer can do, at the centre or venue booked. */
function startingSlot(order: OrderDetail, request: QueuedRequest): StepInput {
  const confirmed = order.confirmed;
  return {
    ...suggestedValues(order, 'confirmed'),
    ...(confirmed?.kind === 'test' ? { centre: confirmed.centre } : {}),
    ...(confirmed?.kind === 'course-offline'
      ? { venueAddress: confirmed.venueAddress, joiningInstructions: confirmed.joiningInstructions }
      : {}),
    ...(request.preferredDates[0] ? { date: request.preferredDates[0] } : {}),
  };
}

/**
 * A change done: the new slot, in issue 18's fields for the kind and checked by the same rule,
 * stored as what the customer is told; they get it by email (with the calendar file) and text.
 */
export function NewSlotForm({ order, request, onDone }: ActionProps) {
  const [fields, setFields] = useState<StepInput>(() => startingSlot(order, request));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const checked = checkStep(
      { kind: order.kind, reference: order.fulfilmentReference },
      'confirmed',
      fields,
      { today: todayInLondon(), now: new Date().toISOString() },
    );
    if (!checked.ok) for (const problem of checked.errors) found[problem.field] = problem.message;
    if (!note.trim()) found['slot-note'] = 'Enter a note';
    setErrors(found);
    if (Object.keys(found).length) return;
    const asked = stepFields(order.kind, 'confirmed', Boolean(order.fulfilmentReference));
    const values = Object.fromEntries(
      asked.flatMap((rule) =>
        fields[rule.field]?.trim() ? [[rule.field, fields[rule.field]]] : [],
      ),
    );
    setBusy(true);
    const failed = await act(request, 'new-slot', { ...values, note }, 'date');
    setBusy(false);
    if (failed) setErrors(failed);
    else onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-new-slot">
      <h3 id="request-new-slot">Record the new slot</h3>
      <ErrorSummary errors={errors} />
      <StepFields
        order={order}
        to="confirmed"
        values={fields}
        onChange={(field: StepField, value: string) =>
          setFields((current) => ({ ...current, [field]: value }))
        }
        errors={errors}
      />
      <TextareaField
        id="slot-note"
        label="Note"
        hint="For staff only: what was done. The customer is sent the new slot, not this note."
        value={note}
        onValueChange={setNote}
        rows={2}
        error={errors['slot-note']}
      />
      <button type="submit" className="button" disabled={busy}>
        Save the new slot and tell the customer
      </button>
    </form>
  );
}

/**
 * A cancellation done: the order cancelled and the refund the terms propose (staff may change
 * it), through the one refund use case, after a check step that says the amount.
 */
export function CancelForm({
  request,
  proposal,
  refundablePence,
  onDone,
}: ActionProps &
  Pick<OrderOpenRequest, 'refundablePence'> & {
    proposal: NonNullable<OrderOpenRequest['proposedRefund']>;
  }) {
  const [amount, setAmount] = useState((proposal.pence / 100).toFixed(2));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    // A late cancellation refunds nothing: 0 is an answer here.
    const parsed = amountWithin(amount, refundablePence, { allowZero: true });
    if (parsed.error !== undefined) found.amountPence = parsed.error;
    if (!note.trim()) found['cancel-note'] = 'Enter a note';
    setErrors(found);
    if (Object.keys(found).length === 0 && parsed.error === undefined) setConfirming(parsed.pence);
  };

  const cancel = async () => {
    if (confirming === undefined) return;
    setBusy(true);
    const failed = await act(request, 'cancel', { amountPence: confirming, note }, 'amountPence');
    setBusy(false);
    setConfirming(undefined);
    if (failed) setErrors(failed);
    else onDone();
  };

  return (
    <div aria-labelledby="request-cancel" role="group">
      <h3 id="request-cancel">Cancel and refund</h3>
      <p>
        The terms propose refunding <strong>{formatMoney(proposal.pence)}</strong>.{' '}
        {proposal.reason}
      </p>
      {confirming === undefined ? (
        <>
          <ErrorSummary errors={errors} />
          <form onSubmit={check} noValidate>
            <TextField
              id="amountPence"
              label="Amount to refund"
              hint={`The terms’ amount is filled in; change it if you need to. 0 refunds nothing. At most ${formatMoney(refundablePence)}.`}
              value={amount}
              onValueChange={setAmount}
              inputMode="decimal"
              width="short"
              error={errors.amountPence}
            />
            <TextareaField
              id="cancel-note"
              label="Note"
              hint="For staff only: what was done, for example that CITB cancelled the test."
              value={note}
              onValueChange={setNote}
              rows={2}
              error={errors['cancel-note']}
            />
            <button type="submit" className="button warning">
              Continue
            </button>
          </form>
        </>
      ) : (
        <ConfirmAmount
          question={
            confirming > 0
              ? `Cancel the order and refund ${formatMoney(confirming)}?`
              : 'Cancel the order with no refund?'
          }
          yes="Yes, cancel the order"
          onYes={cancel}
          onBack={() => setConfirming(undefined)}
          busy={busy}
        >
          <p>The customer is emailed and texted that it is cancelled, and what is refunded.</p>
        </ConfirmAmount>
      )}
    </div>
  );
}

/** The request declined, with a message the customer is sent; the booking stays as it is. */
export function DeclineForm({ request, onDone }: Omit<ActionProps, 'order'>) {
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setErrors({ message: 'Enter a message to the customer' });
      return;
    }
    setBusy(true);
    const failed = await act(request, 'decline', { message }, 'message');
    setBusy(false);
    if (failed) setErrors(failed);
    else onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-decline">
      <h3 id="request-decline">Decline</h3>
      <ErrorSummary errors={errors} />
      <TextareaField
        id="message"
        label="Message to the customer"
        hint="They get it by email and text, as you write it: say why, and what they can do."
        value={message}
        onValueChange={setMessage}
        rows={3}
        error={errors.message}
      />
      <button type="submit" className="button secondary" disabled={busy}>
        Decline the request
      </button>
    </form>
  );
}
