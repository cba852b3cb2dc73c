import { useEffect, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import type { OrderView } from '@site/domain/schemas';
import { nationalInsuranceNumberSchema, testingIdSchema } from '@site/domain/validators';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
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
function describeMasked(value: string, i18n: I18n): string {
  const tail = value.replace(/^\*+/, '');
  return tail && tail !== value
    ? i18n._(
        msg({ comment: 'The last characters of a hidden NI number', message: `Ending in ${tail}` }),
      )
    : value;
}

/**
 * The CITB testing ID and NI number of a paid test or card order: what the order already holds
 * (from the journey, or saved here before), and a form for only what is missing. Saving is
 * PATCH /order: 204 saved, else 'Failed' (spec §7); the order is then read again.
 */
export function OrderReferences({ order, onSaved }: { order: OrderView; onSaved: () => void }) {
  const { i18n, t } = useLingui();
  const messageText = useMessageText();
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
      ? [{ key: 'testingId', label: t`CITB testing ID`, value: onOrder.testingId }]
      : []),
    ...(onOrder?.registrationNumber
      ? [
          {
            key: 'registration',
            label: t`CSCS card registration number`,
            value: onOrder.registrationNumber,
          },
        ]
      : []),
    ...(ni
      ? [{ key: 'ni', label: t`National Insurance number`, value: describeMasked(ni, i18n) }]
      : []),
  ];

  // What the form asks for: the testing ID, the NI number, or both.
  const missing = askTestingId && askNI ? 'both' : askTestingId ? 'testingId' : askNI ? 'NI' : '';

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
        missing === 'both'
          ? t`Enter your CITB testing ID or National Insurance number to save, or leave this for now`
          : missing === 'testingId'
            ? t`Enter your CITB testing ID to save, or leave this for now`
            : t`Enter your National Insurance number to save, or leave this for now`;
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
      <h2 id="references-title">
        <Trans>Your reference numbers</Trans>
      </h2>
      {saved ? (
        <p className="notice" role="status" tabIndex={-1} ref={savedRef}>
          {messageText(MESSAGES.referencesSaved)}
        </p>
      ) : null}
      {known.length ? (
        <>
          <p>
            <Trans>Your order has:</Trans>
          </p>
          <SummaryList rows={known} />
          <p>
            <Trans>
              If any of these is wrong, <Link to={paths.contact}>contact us</Link> and quote your
              reference.
            </Trans>
          </p>
        </>
      ) : null}
      {missing ? (
        <form
          method="post"
          noValidate
          aria-labelledby="references-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void submit();
          }}
        >
          <h3 id="references-form-title">
            {missing === 'both' ? (
              <Trans>Add your CITB testing ID and National Insurance number</Trans>
            ) : missing === 'testingId' ? (
              <Trans>Add your CITB testing ID</Trans>
            ) : (
              <Trans>Add your National Insurance number</Trans>
            )}
          </h3>
          <p>
            {missing === 'both' ? (
              <Trans>
                If you have them now, add them here. It helps us match your test result to your card
                application.
              </Trans>
            ) : (
              <Trans>
                If you have it now, add it here. It helps us match your test result to your card
                application.
              </Trans>
            )}
          </p>
          {askTestingId ? (
            <TextField
              id="testingId"
              label={t`CITB testing ID (optional)`}
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
              label={t`National Insurance number (optional)`}
              hint={t`For example, QQ 12 34 56 C`}
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
              {busy ? t`Saving…` : t`Save`}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
