import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@site/domain/format';
import {
  MESSAGES,
  cardExpiresOnSchema,
  registrationNumberSchema,
  renewableFrom,
  testingIdSchema,
  tooEarlyToRenew,
} from '@site/domain/validators';
import type { FieldErrors } from '../../../lib/form-validation';
import { StepForm } from '../../../components/form/step-form';
import { TextField } from '../../../components/form/text-field';
import {
  DatePartsField,
  isoFromParts,
  partsFromIso,
} from '../../../components/form/date-parts-field';
import { referencesNeeded, testPassMonthsFor } from '@site/domain/catalogue';
import type { ApplicationType } from '@site/domain/catalogue';
import { useDateWords } from '../../../i18n/date-words';
import type { StepProps } from './step-props';

/** The error's key: the summary links to the day box (docs/architecture.md, Web). */
const EXPIRY_FIELD = 'cardExpiresOn-day';

/**
 * CITB testing ID and CSCS registration number where the application needs them (spec §5), and
 * when the current card expires: a renewal must say, and is stopped here while the card has more
 * than 6 months left, as CSCS would turn it down after payment; a replacement may, for
 * reminders before the card they get next runs out (decision 025).
 */
export function ReferencesStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const words = useDateWords();
  const needs = referencesNeeded(answers.applicationType);
  const passMonths = testPassMonthsFor(
    answers.cardType ?? 'Green Labourer',
    answers.applicationType as ApplicationType,
  );
  const asksExpiry =
    answers.applicationType !== undefined && answers.applicationType !== 'New Card';
  const renewal = answers.applicationType === 'Renew Card';
  const [expiry, setExpiry] = useState(() => partsFromIso(answers.cardExpiresOn));
  const [values, setValues] = useState({
    testingId: answers.testingId ?? '',
    registrationNumber: answers.registrationNumber ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const next: FieldErrors = {};
    const testingId = testingIdSchema.safeParse(values.testingId);
    const registration = registrationNumberSchema.safeParse(values.registrationNumber);
    if (needs.testingId && !testingId.success)
      next.testingId = testingId.error.issues[0]?.message ?? '';
    // A replacement may leave the number out; a number given is still checked (spec §5).
    const numberLeftOut = needs.registrationNumberOptional && !values.registrationNumber.trim();
    if (needs.registrationNumber && !numberLeftOut && !registration.success)
      next.registrationNumber = registration.error.issues[0]?.message ?? '';
    const expiryIso = asksExpiry ? isoFromParts(expiry) : '';
    const expiresOn = expiryIso ? cardExpiresOnSchema.safeParse(expiryIso) : undefined;
    if (renewal && !expiryIso) next[EXPIRY_FIELD] = MESSAGES.required;
    if (expiresOn && !expiresOn.success)
      next[EXPIRY_FIELD] = expiresOn.error.issues[0]?.message ?? '';
    else if (renewal && expiresOn?.success && tooEarlyToRenew(expiresOn.data)) {
      const expires = formatLongDate(expiresOn.data, words);
      const from = formatLongDate(renewableFrom(expiresOn.data), words);
      next[EXPIRY_FIELD] = t({
        comment: '{expires} and {from} are dates in words: the card expiry, and 6 months before it',
        message: `Your card expires on ${expires}. You can renew from ${from}. Until then, keep using your card.`,
      });
    }
    if (Object.keys(next).length) return setErrors(next);
    onDone({
      testingId: needs.testingId && testingId.success ? testingId.data : undefined,
      registrationNumber:
        needs.registrationNumber && registration.success ? registration.data : undefined,
      cardExpiresOn: expiresOn?.success ? expiresOn.data : undefined,
    });
  };
  return (
    <StepForm heading={t`Your reference numbers`} {...step} errors={errors} onSubmit={submit}>
      {needs.testingId ? (
        <TextField
          id="testingId"
          label={t`CITB testing ID`}
          hint={
            passMonths === 36
              ? t`On your HS&E test result letter. The pass must be from the last 3 years.`
              : t`On your HS&E test result letter. The pass must be from the last 2 years.`
          }
          width="medium"
          spellCheck={false}
          value={values.testingId}
          onValueChange={(v) => setValues({ ...values, testingId: v })}
          error={errors.testingId}
        />
      ) : null}
      {needs.registrationNumber ? (
        <TextField
          id="registrationNumber"
          label={
            needs.registrationNumberOptional
              ? t`CSCS card registration number (optional)`
              : t`CSCS card registration number`
          }
          hint={
            needs.registrationNumberOptional
              ? t`On the back of your card. No card number? Your date of birth and the name on the card are enough for CSCS to find it.`
              : t`On the back of your current or last card.`
          }
          width="medium"
          spellCheck={false}
          value={values.registrationNumber}
          onValueChange={(v) => setValues({ ...values, registrationNumber: v })}
          error={errors.registrationNumber}
        />
      ) : null}
      {asksExpiry ? (
        <DatePartsField
          id="cardExpiresOn"
          legend={
            renewal
              ? t`When does your current card expire?`
              : t`When does your current card expire? (optional)`
          }
          hint={
            renewal
              ? t`It is on the front of your card. For example, 31 3 2027. CSCS renews a card from 6 months before it expires.`
              : t`It is on the front of your card. For example, 31 3 2027. We will remind you 6 months and 1 month before it expires, so you can renew in time.`
          }
          error={errors[EXPIRY_FIELD]}
          value={expiry}
          onValueChange={setExpiry}
        />
      ) : null}
    </StepForm>
  );
}
