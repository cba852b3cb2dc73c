import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { fromServerErrors, validateWith } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { TITLES } from '@site/domain/validators';
import { candidateCorrectedSchema, candidateCorrectionBody } from '@site/domain/schemas';
import type { AdminCandidate, OrderDetail } from '@site/domain/schemas';
import { AdminApiError, adminFetch } from './admin-api';

type Key = Exclude<keyof AdminCandidate, never>;

const FIELDS: { key: Key; label: string; hint?: string; type?: string; cardOnly?: boolean }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'middleName', label: 'Middle name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'dateOfBirth', label: 'Date of birth', type: 'date' },
  { key: 'nationalInsuranceNumber', label: 'NI number' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phoneNumber', label: 'Phone', type: 'tel' },
  { key: 'address', label: 'Address' },
  { key: 'town', label: 'Town' },
  { key: 'postcode', label: 'Postcode' },
  { key: 'testingId', label: 'CITB testing ID', hint: 'From the candidate’s test result' },
  {
    key: 'registrationNumber',
    label: 'Card registration number',
    hint: 'The number on the CSCS card',
    cardOnly: true,
  },
];

const idOf = (key: string) => `fix-${key}`;
const FIELD_IDS = Object.fromEntries(
  [...FIELDS.map((f) => f.key), 'title'].map((key) => [key, idOf(key)]),
);

/**
 * Staff correct what the customer typed, or add the CITB testing ID or the card registration
 * number. Only the fields changed are sent; the API audits each with its before and after.
 */
export function CandidateForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const start = () =>
    Object.fromEntries(
      [...FIELDS.map((f) => f.key), 'title' as const].map((key) => [
        key,
        order.candidate[key] ?? '',
      ]),
    ) as Record<Key, string>;
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = FIELDS.filter((f) => !f.cardOnly || order.kind === 'card');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value.trim() !== (order.candidate[key as Key] ?? ''),
      ),
    );
    if (Object.keys(changed).length === 0) {
      setErrors({ [idOf('firstName')]: 'Change at least one detail' });
      return;
    }
    const checked = validateWith(candidateCorrectionBody, changed, FIELD_IDS);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await adminFetch(`/orders/${order.id}/candidate`, candidateCorrectedSchema, {
        method: 'PATCH',
        body: changed,
      });
      const names = result.changed.map(
        (key) => FIELDS.find((f) => f.key === key)?.label.toLowerCase() ?? key,
      );
      setSaved(names.length ? `Saved: ${names.join(', ')}.` : 'Nothing had changed.');
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof AdminApiError ? error.fieldErrors : [];
      setErrors(
        fieldErrors.length
          ? fromServerErrors(fieldErrors, FIELD_IDS)
          : {
              [idOf('firstName')]:
                error instanceof Error ? error.message : 'The details could not be saved',
            },
      );
    } finally {
      setBusy(false);
    }
  };
  const set = (key: Key) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  return (
    <details className="admin-panel admin-correct">
      <summary>Correct the details or add a reference</summary>
      <ErrorSummary errors={errors} />
      <form onSubmit={submit} noValidate aria-label="Correct the candidate’s details">
        <SelectField
          id={idOf('title')}
          label="Title"
          value={values.title}
          onValueChange={set('title')}
          options={TITLES.map((title) => ({ value: title, label: title }))}
          error={errors[idOf('title')]}
        />
        {fields.map((field) => (
          <TextField
            key={field.key}
            id={idOf(field.key)}
            label={field.label}
            hint={field.hint}
            type={field.type}
            value={values[field.key]}
            onValueChange={set(field.key)}
            error={errors[idOf(field.key)]}
            width={field.type === 'date' ? 'medium' : 'full'}
          />
        ))}
        <button type="submit" className="button" disabled={busy}>
          Save the details
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
