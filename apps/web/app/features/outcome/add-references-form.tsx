import { useEffect, useRef, useState } from 'react';
import { Link } from '../../i18n/link';
import type { OrderView } from '@site/domain/schemas';
import { nationalInsuranceNumberSchema, testingIdSchema } from '@site/domain/validators';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import {
  LastingWarning,
  WARNING_ADVICE,
  useLastingWarning,
} from '../../components/lasting-warning';
import { SummaryList } from '../../components/checkout/summary-list';
import type { SummaryRow } from '../../components/checkout/summary-list';
import { TextField } from '../../components/form/text-field';
import { addOrderReferences } from './api/order-calls';

/** GET /order masks the NI number to its last characters ('******56C'): say it in words. */
function describeMasked(value: string): string {
  const tail = value.replace(/^\*+/, '');
  return tail && tail !== value ? `Ending in ${tail}` : value;
}

/**
 * The CITB testing ID and NI number of a paid test or card order: what the order already holds
 * (from the journey, or saved here before), and a form for only what is missing. Saving is
 * PATCH /order: 204 saved, else 'Failed' (spec §7); the order is then read again.
 */
export function OrderReferences({ order, onSaved }: { order: OrderView; onSaved: () => void }) {
  const saving = useLastingWarning();
  const [values, setValues] = useState({ testingId: '', NI: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The Save button may have gone with the form: put focus on what happened instead.
    if (saved) savedRef.current?.focus();
  }, [saved]);
  // A refused save moves focus to the first field in error, which reads out its message: this
  // small form sits below the order, far from where a page's error summary would be.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (refusals && first) document.getElementById(first)?.focus();
  }, [refusals]);

  const onOrder = order.Cards[0];
  const ni = order.User.nationalInsuranceNumber;
  const askTestingId = !onOrder?.testingId;
  const askNI = !ni;
  const known: SummaryRow[] = [
    ...(onOrder?.testingId
      ? [{ key: 'testingId', label: 'CITB testing ID', value: onOrder.testingId }]
      : []),
    ...(onOrder?.registrationNumber
      ? [
          {
            key: 'registration',
            label: 'CSCS card registration number',
            value: onOrder.registrationNumber,
          },
        ]
      : []),
    ...(ni ? [{ key: 'ni', label: 'National Insurance number', value: describeMasked(ni) }] : []),
  ];

  const missing = [
    askTestingId ? 'CITB testing ID' : '',
    askNI ? 'National Insurance number' : '',
  ].filter(Boolean);

  const submit = async () => {
    const next: FieldErrors = {};
    const testingId =
      askTestingId && values.testingId.trim()
        ? testingIdSchema.safeParse(values.testingId)
        : undefined;
    const niNumber =
      askNI && values.NI.trim() ? nationalInsuranceNumberSchema.safeParse(values.NI) : undefined;
    if (testingId && !testingId.success) next.testingId = MESSAGES.testingId;
    if (niNumber && !niNumber.success) next.NI = MESSAGES.checkField;
    // Each is optional, so an empty save asks for either rather than calling one required.
    if (!testingId && !niNumber) {
      next[askTestingId ? 'testingId' : 'NI'] =
        `Enter your ${missing.join(' or ')} to save, or leave this for now`;
    }
    setErrors(next);
    if (Object.keys(next).length) return setRefusals((count) => count + 1);
    saving.clear();
    setBusy(true);
    try {
      await addOrderReferences(order.id, { testingId: testingId?.data, NI: niNumber?.data });
      setValues({ testingId: '', NI: '' });
      setSaved(true);
      onSaved();
    } catch (error) {
      saving.show(error instanceof ApiError ? error.message : MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="references-title">
      <h2 id="references-title">Your reference numbers</h2>
      {saved ? (
        <p className="notice" role="status" tabIndex={-1} ref={savedRef}>
          {MESSAGES.referencesSaved}
        </p>
      ) : null}
      {known.length ? (
        <>
          <p>Your order has:</p>
          <SummaryList rows={known} />
          <p>
            If any of these is wrong, <Link to={paths.contact}>contact us</Link> and quote your
            reference.
          </p>
        </>
      ) : null}
      {missing.length ? (
        <form
          method="post"
          noValidate
          aria-labelledby="references-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void submit();
          }}
        >
          <h3 id="references-form-title">Add your {missing.join(' and ')}</h3>
          <p>
            If you have {missing.length > 1 ? 'them' : 'it'} now, add{' '}
            {missing.length > 1 ? 'them' : 'it'} here. It helps us match your test result to your
            card application.
          </p>
          {askTestingId ? (
            <TextField
              id="testingId"
              label="CITB testing ID (optional)"
              width="medium"
              spellCheck={false}
              value={values.testingId}
              onValueChange={(testingId) => setValues({ ...values, testingId })}
              error={errors.testingId}
            />
          ) : null}
          {askNI ? (
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
          ) : null}
          <LastingWarning message={saving.message} advice={WARNING_ADVICE.references} />
          <div className="actions">
            <button type="submit" className="button secondary" aria-disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
