import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { noteAddedSchema, transitionResultSchema } from '@site/domain/schemas';
import type { NoteBody, OrderDetail, TransitionBody } from '@site/domain/schemas';
import { checkStep, stepFields } from '@site/domain/fulfilment';
import type { FulfilmentStep, StepField, StepInput } from '@site/domain/fulfilment';
import { todayInLondon } from '@site/domain/validators';
import { AdminApiError, adminFetch } from './admin-api';
import { CONFIRM_ANYWAY, FarSlotWarning, useFarSlot } from './far-slot';
import { STEP_ACTIONS } from './format';
import { StepFields, suggestedValues } from './step-fields';

/** The steps this form offers: every allowed move but the refund, which has its own form. */
export function nextSteps(order: OrderDetail): FulfilmentStep[] {
  return order.allowedTransitions.filter((step) => step !== 'refunded');
}

/**
 * The order's next step (the moves its stage allows, but a refund: that is `RefundForm`), with a
 * note and the candidate emailed. Confirming starts from what the customer asked, and a slot far
 * from it takes a second press.
 */
export function TransitionForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [to, setTo] = useState<FulfilmentStep | ''>('');
  const [fields, setFields] = useState<StepInput>({});
  const [note, setNote] = useState('');
  const [emailCandidate, setEmailCandidate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const far = useFarSlot(order.asked);
  const farShown = to === 'confirmed' ? far.shown(fields) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!to) found.to = 'Choose the next step';
    // The same stage rule the API applies: what this kind of order needs for this step.
    const checked = to
      ? checkStep({ kind: order.kind, reference: order.fulfilmentReference }, to, fields, {
          today: todayInLondon(),
          now: new Date().toISOString(),
        })
      : undefined;
    if (checked && !checked.ok) {
      for (const problem of checked.errors) found[problem.field] = problem.message;
    }
    if (!note.trim()) found.note = 'Enter a note';
    setErrors(found);
    if (Object.keys(found).length || !to) return;
    // A slot far from what the customer asked is saved on a second press only.
    const { send, confirmFar } =
      to === 'confirmed' ? far.check(fields) : { send: true, confirmFar: false };
    if (!send) return;
    setBusy(true);
    try {
      const body: TransitionBody = {
        to,
        note,
        emailCandidate,
        ...stepValues(order, to, fields),
        ...(confirmFar ? { confirmFar } : {}),
      };
      await adminFetch(`/orders/${order.id}/transitions`, transitionResultSchema, {
        method: 'POST',
        body,
      });
      setTo('');
      setFields({});
      setNote('');
      far.clear();
      onDone();
    } catch (error) {
      if (far.fromApi(fields, error)) return;
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
          onValueChange={(value) => {
            const step = nextSteps(order).find((allowed) => allowed === value) ?? '';
            // A new step starts from its own suggestions; the same step keeps what was typed.
            if (step !== to) setFields(step ? suggestedValues(order, step) : {});
            setTo(step);
          }}
          options={nextSteps(order).map((step) => ({
            value: step,
            label: STEP_ACTIONS[step],
          }))}
          placeholder="Choose a step"
          error={errors.to}
        />
        {to ? (
          <StepFields
            order={order}
            to={to}
            values={fields}
            onChange={(field: StepField, value: string) =>
              setFields((current) => ({ ...current, [field]: value }))
            }
            errors={errors}
          />
        ) : null}
        <TextareaField
          id="note"
          label="Note (required)"
          hint="For staff only: what was done, for example when the card was posted. The customer does not see this note."
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
        {farShown && <FarSlotWarning id="order-next-far" messages={farShown} />}
        <button type="submit" className={farShown ? 'button warning' : 'button'} disabled={busy}>
          {farShown ? CONFIRM_ANYWAY : 'Save step'}
        </button>
      </form>
    </section>
  );
}

/** Only the fields this step asks for, so a value typed for another step is never sent. */
function stepValues(order: OrderDetail, to: FulfilmentStep, fields: StepInput): StepInput {
  const asked = stepFields(order.kind, to, Boolean(order.fulfilmentReference));
  return Object.fromEntries(
    asked.flatMap((rule) => (fields[rule.field]?.trim() ? [[rule.field, fields[rule.field]]] : [])),
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
