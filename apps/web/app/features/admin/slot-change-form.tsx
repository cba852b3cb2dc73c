import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';
import { checkStep, stepFields } from '@site/domain/fulfilment';
import type { ConfirmedDetails, StepField, StepInput } from '@site/domain/fulfilment';
import { slotCorrectedSchema } from '@site/domain/schemas';
import type { OrderDetail, SlotCorrectionBody } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import { AdminApiError, adminFetch } from './admin-api';
import { CONFIRM_ANYWAY, FarSlotWarning, useFarSlot } from './far-slot';
import { StepFields, confirmedValues } from './step-fields';

const PREFIX = 'change-slot-';

/** Whether staff may change this order's confirmed slot: confirmed, with a slot recorded. */
export function canChangeSlot(order: OrderDetail): order is OrderDetail & {
  confirmed: Exclude<ConfirmedDetails, { kind: 'card' }>;
} {
  return (
    order.stage === 'confirmed' &&
    !order.personalDataErasedAt &&
    order.confirmed !== null &&
    order.confirmed.kind !== 'card'
  );
}

/**
 * Staff change a confirmed slot (a time typed wrong, or the centre moved the test): the form
 * starts from the slot as the customer was told it, and says why it changed. The API checks it
 * as a confirmation, tells the customer again and sends a calendar file that replaces the old
 * event; a slot far from what the customer asked takes a second press, as when confirming.
 */
export function SlotChangeForm({
  order,
  confirmed,
  onDone,
}: {
  order: OrderDetail;
  confirmed: ConfirmedDetails;
  onDone: () => void;
}) {
  const [fields, setFields] = useState<StepInput>(() => confirmedValues(confirmed));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [previous] = useState(() => confirmedValues(confirmed));
  const far = useFarSlot(order.asked, previous);
  const farShown = far.shown(fields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const found: FieldErrors = {};
    const checked = checkStep(
      { kind: order.kind, reference: order.fulfilmentReference },
      'confirmed',
      fields,
      { today: todayInLondon(), now: new Date().toISOString() },
    );
    if (!checked.ok) {
      for (const problem of checked.errors) found[`${PREFIX}${problem.field}`] = problem.message;
    }
    if (!note.trim()) found[`${PREFIX}note`] = 'Enter why the slot changed';
    setErrors(found);
    if (Object.keys(found).length) return;
    const { send, confirmFar } = far.check(fields);
    if (!send) return;
    setBusy(true);
    try {
      const asked = stepFields(order.kind, 'confirmed', Boolean(order.fulfilmentReference));
      const body: SlotCorrectionBody = {
        ...Object.fromEntries(
          asked.flatMap((rule) =>
            fields[rule.field]?.trim() ? [[rule.field, fields[rule.field]]] : [],
          ),
        ),
        note,
        ...(confirmFar ? { confirmFar } : {}),
      };
      const result = await adminFetch(`/orders/${order.id}/confirmed`, slotCorrectedSchema, {
        method: 'PATCH',
        body,
      });
      far.clear();
      if (result.changed.length === 0) {
        setSaved('Nothing changed: the slot is as the customer was told it.');
        return;
      }
      setNote('');
      setSaved(
        result.emailQueued
          ? 'Saved. The customer is being emailed and texted the new slot.'
          : 'Saved.',
      );
      onDone();
    } catch (error) {
      if (far.fromApi(fields, error)) return;
      const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
      setErrors(
        fieldErrors.length
          ? Object.fromEntries(fieldErrors.map((e) => [`${PREFIX}${e.field}`, e.message]))
          : {
              [`${PREFIX}note`]:
                error instanceof Error ? error.message : 'The new slot could not be saved',
            },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="admin-panel admin-correct">
      <summary>Change the confirmed slot</summary>
      <p>
        The customer is emailed and texted the new slot, in their language, with a calendar file
        that replaces the one they were sent.
      </p>
      <ErrorSummary errors={errors} />
      <form onSubmit={submit} noValidate aria-label="Change the confirmed slot">
        <StepFields
          order={order}
          to="confirmed"
          values={fields}
          onChange={(field: StepField, value: string) =>
            setFields((current) => ({ ...current, [field]: value }))
          }
          errors={errors}
          idPrefix={PREFIX}
        />
        <TextareaField
          id={`${PREFIX}note`}
          label="Why it changed (required)"
          hint="For staff only, for example “CITB moved the test: centre closed for repairs”."
          value={note}
          onValueChange={setNote}
          rows={2}
          error={errors[`${PREFIX}note`]}
        />
        {farShown && <FarSlotWarning id="change-slot-far" messages={farShown} />}
        <button type="submit" className={farShown ? 'button warning' : 'button'} disabled={busy}>
          {farShown ? CONFIRM_ANYWAY : 'Save the new slot'}
        </button>
        {saved && (
          <p role="status" className="admin-saved">
            {saved}
          </p>
        )}
      </form>
    </details>
  );
}
