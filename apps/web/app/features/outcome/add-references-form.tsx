import { useState } from 'react';
import { nationalInsuranceNumberSchema, testingIdSchema } from '@site/domain/validators';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { useSnackbar } from '../../components/snackbar';
import { TextField } from '../../components/form/text-field';
import { addOrderReferences } from './api/order-calls';

/** Adds the CITB testing ID and NI number to a paid order: 204 saved, else 'Failed' (spec §7). */
export function AddReferencesForm({ orderId }: { orderId: string }) {
  const { warn } = useSnackbar();
  const [values, setValues] = useState({ testingId: '', NI: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    const next: FieldErrors = {};
    const testingId = values.testingId.trim()
      ? testingIdSchema.safeParse(values.testingId)
      : undefined;
    const ni = values.NI.trim() ? nationalInsuranceNumberSchema.safeParse(values.NI) : undefined;
    if (testingId && !testingId.success) next.testingId = MESSAGES.testingId;
    if (ni && !ni.success) next.NI = MESSAGES.checkField;
    if (!testingId && !ni) next.testingId = MESSAGES.required;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await addOrderReferences(orderId, { testingId: testingId?.data, NI: ni?.data });
      setSaved(true);
    } catch (error) {
      warn(error instanceof ApiError ? error.message : MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  if (saved)
    return (
      <p className="notice" role="status">
        {MESSAGES.referencesSaved}
      </p>
    );
  return (
    <form
      noValidate
      aria-labelledby="references-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="references-title">Add your CITB testing ID and National Insurance number</h2>
      <p>
        If you have them now, add them here. It helps us match your test result to your card
        application.
      </p>
      <TextField
        id="testingId"
        label="CITB testing ID (optional)"
        width="medium"
        spellCheck={false}
        value={values.testingId}
        onValueChange={(testingId) => setValues({ ...values, testingId })}
        error={errors.testingId}
      />
      <TextField
        id="NI"
        label="National Insurance number (optional)"
        hint="For example, QQ 12 34 56 C"
        width="medium"
        spellCheck={false}
        value={values.NI}
        onValueChange={(NI) => setValues({ ...values, NI })}
        error={errors.NI}
      />
      <button type="submit" className="button secondary" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
