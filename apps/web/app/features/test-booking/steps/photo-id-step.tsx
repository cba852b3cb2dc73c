import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { formatLongDate } from '@site/domain/format';
import { OFFERED_PHOTO_ID_DOCUMENTS } from '@site/domain/fulfilment';
import {
  photoIdDocumentSchema,
  photoIdExpiresOnSchema,
  photoIdLastsUntil,
} from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';
import { validateWith } from '../../../lib/form-validation';
import type { FieldErrors } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { StepForm } from '../../../components/form/step-form';
import {
  DatePartsField,
  isoFromParts,
  partsFromIso,
} from '../../../components/form/date-parts-field';
import { useDateWords } from '../../../i18n/date-words';
import { combinationWords, photoIdDocumentWords } from '../photo-id-words';
import type { StepProps } from './step-props';

const blankIsMissing = (value: unknown) => value || undefined;

/**
 * The step's rules: the API's own fields (createTestBody), the expiry held to both test dates,
 * and the promise that the name will match, which only this step asks.
 */
function photoIdSchema(testDates: string[]) {
  return z.object({
    photoIdDocument: z.preprocess(blankIsMissing, photoIdDocumentSchema),
    'photoIdExpiresOn-day': z
      .preprocess(blankIsMissing, photoIdExpiresOnSchema)
      .refine((expiresOn) => photoIdLastsUntil(expiresOn, ...testDates), {
        error: MESSAGES.photoIdExpiresBeforeTest,
      }),
    photoIdNameMatches: z.literal(true, { error: MESSAGES.photoIdNameMatches }),
  });
}

/**
 * Which ID the candidate will bring, that it lasts until the test, and that the name will match
 * it (issue 21 point 3): a centre turns away a candidate without one, and the fee is lost.
 */
export function PhotoIdStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  const words = useDateWords();
  const [document, setDocument] = useState(answers.photoIdDocument ?? '');
  const [expiry, setExpiry] = useState(() => partsFromIso(answers.photoIdExpiresOn));
  const [nameMatches, setNameMatches] = useState(answers.photoIdNameMatches ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const testDates = [answers.date ?? '', answers.alternateDate ?? ''];
  const lastTestDate = testDates.reduce((a, b) => (a > b ? a : b));
  const submit = () => {
    const result = validateWith(photoIdSchema(testDates), {
      photoIdDocument: document,
      'photoIdExpiresOn-day': isoFromParts(expiry),
      photoIdNameMatches: nameMatches,
    });
    if (!result.ok) return setErrors(result.errors);
    onDone({
      photoIdDocument: result.data.photoIdDocument,
      photoIdExpiresOn: result.data['photoIdExpiresOn-day'],
      photoIdNameMatches: true,
    });
  };
  const lastDay = lastTestDate ? formatLongDate(lastTestDate, words) : '';
  return (
    <StepForm
      heading={t`Which photo ID will you bring to the test?`}
      {...step}
      errors={errors}
      onSubmit={submit}
    >
      <p>
        {t`The test centre checks your ID before the test. Without an ID it accepts, you cannot take the test and you do not get your money back.`}
      </p>
      <RadioGroup
        id="photoIdDocument"
        legend={t`Your photo ID`}
        value={document}
        onValueChange={setDocument}
        error={errors.photoIdDocument}
        options={OFFERED_PHOTO_ID_DOCUMENTS.map((kind) => ({
          value: kind,
          label: photoIdDocumentWords(i18n, kind),
          hint: kind === 'other-combination' ? <CombinationList /> : undefined,
        }))}
      />
      <DatePartsField
        id="photoIdExpiresOn"
        legend={t`Expiry date of this ID`}
        hint={t({
          comment: '{lastDay} is the later of the two test dates chosen, in words',
          message: `It is printed on the ID. It must still be valid on ${lastDay}. For example, 31 3 2030.`,
        })}
        value={expiry}
        onValueChange={setExpiry}
        error={errors['photoIdExpiresOn-day']}
      />
      <CheckboxField
        id="photoIdNameMatches"
        label={t`The name I give next will match this ID exactly, in Latin letters as printed on it`}
        checked={nameMatches}
        onCheckedChange={setNameMatches}
        error={errors.photoIdNameMatches}
      />
    </StepForm>
  );
}

/** CITB's other accepted ID, under its choice: two documents in date, one from each list. */
function CombinationList() {
  const { i18n, t } = useLingui();
  const { withPhoto, withSignature } = combinationWords(i18n);
  return (
    <>
      <p>{t`One from list A, with your name and photo:`}</p>
      <ul>
        {withPhoto.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t`And one from list B, with your name and signature:`}</p>
      <ul>
        {withSignature.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
