import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { noteAddedSchema, transitionResultSchema } from '@site/domain/schemas';
import type { NoteBody, OrderDetail, TransitionBody } from '@site/domain/schemas';
import type { FulfilmentStep } from '@site/domain/fulfilment';
import { AdminApiError, adminFetch } from './admin-api';
import { STEP_ACTIONS } from './format';

/** The steps this form offers: every allowed move but the refund, which has its own form. */
export function nextSteps(order: OrderDetail): FulfilmentStep[] {
  return order.allowedTransitions.filter((step) => step !== 'refunded');
}

/**
 * The order's next step (the moves its stage allows, but a refund: that is `RefundForm`), with a
 * note and the candidate emailed.
 */
export function TransitionForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [to, setTo] = useState<FulfilmentStep | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [emailCandidate, setEmailCandidate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!to) found.to = 'Choose the next step';
    if (to === 'submitted' && !reference.trim())
      found.reference = 'Enter the CITB or CSCS reference';
    if (!note.trim()) found.note = 'Enter a note';
    setErrors(found);
    if (Object.keys(found).length || !to) return;
    setBusy(true);
    try {
      const body: TransitionBody = {
        to,
        note,
        emailCandidate,
        ...(to === 'submitted' ? { reference } : {}),
      };
      await adminFetch(`/orders/${order.id}/transitions`, transitionResultSchema, {
        method: 'POST',
        body,
      });
      setTo('');
      setReference('');
      setNote('');
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
      setErrors(
        fieldErrors.length
          ? Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))
          : { to: error instanceof Error ? error.message : 'The step could not be saved' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-next" className="admin-panel">
      <h2 id="order-next">Next step</h2>
      <ErrorSummary errors={errors} />
      <form onSubmit={submit} noValidate>
        <SelectField
          id="to"
          label="Move the order to"
          value={to}
          onValueChange={(value) => setTo(nextSteps(order).find((step) => step === value) ?? '')}
          options={nextSteps(order).map((step) => ({ value: step, label: STEP_ACTIONS[step] }))}
          placeholder="Choose a step"
          error={errors.to}
        />
        {to === 'submitted' && (
          <TextField
            id="reference"
            label="CITB or CSCS reference"
            value={reference}
            onValueChange={setReference}
            width="medium"
            error={errors.reference}
          />
        )}
        <TextareaField
          id="note"
          label="Note"
          hint="What was done, for example the test date, time and centre as booked, or when the card was posted."
          value={note}
          onValueChange={setNote}
          rows={3}
          error={errors.note}
        />
        <CheckboxField
          id="emailCandidate"
          label="Email the candidate about this step"
          checked={emailCandidate}
          onCheckedChange={setEmailCandidate}
        />
        <button type="submit" className="button" disabled={busy}>
          Save step
        </button>
      </form>
    </section>
  );
}

/** A note on the order, without changing its stage. */
export function NoteForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError('Enter a note');
      return;
    }
    try {
      const body: NoteBody = { note };
      await adminFetch(`/orders/${orderId}/notes`, noteAddedSchema, { method: 'POST', body });
      setNote('');
      setError('');
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The note could not be saved');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="admin-note-form">
      <TextareaField
        id="new-note"
        label="Add a note"
        value={note}
        onValueChange={setNote}
        rows={2}
        error={error}
      />
      <button type="submit" className="button secondary">
        Add note
      </button>
    </form>
  );
}
