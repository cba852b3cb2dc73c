import { useState } from 'react';
import { z } from 'zod';
import { formatLongDate, formatTime } from '@site/domain/format';
import { BOOKING_HORIZON_MONTHS, TEST_TIME_SLOTS, addMonths, bookingDateSchema, todayInLondon } from '@site/domain/validators';
import { validateWith } from '../../../lib/form-validation';
import type { FieldErrors } from '../../../lib/form-validation';
import { MESSAGES } from '../../../lib/messages';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import { TextField } from '../../../components/form/text-field';
import type { StepProps } from './step-props';

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

/** No past dates; the alternate date must differ from the first choice (issue 4 point 1). */
const dateSchema = z
  .object({
    date: z.preprocess((v) => v || undefined, bookingDateSchema),
    alternateDate: z.preprocess((v) => v || undefined, bookingDateSchema),
    testTime: required(MESSAGES.testTime),
  })
  .refine((v) => v.alternateDate !== v.date, { path: ['alternateDate'], error: MESSAGES.alternateDateSame });

const asLongDate = (iso?: string) => {
  try {
    return iso ? formatLongDate(iso) : undefined;
  } catch {
    return undefined;
  }
};

export function DateStep({ answers, caption, onBack, onDone }: StepProps) {
  const [values, setValues] = useState({ date: answers.date ?? '', alternateDate: answers.alternateDate ?? '', testTime: answers.testTime ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayInLondon();
  const last = addMonths(today, BOOKING_HORIZON_MONTHS);
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });
  const submit = () => {
    const result = validateWith(dateSchema, values);
    if (!result.ok) return setErrors(result.errors);
    onDone(result.data);
  };
  const chosen = (iso: string) => (asLongDate(iso) ? `You chose ${asLongDate(iso)}.` : undefined);
  return (
    <StepForm heading="When would you like to take the test?" caption={caption} errors={errors} onSubmit={submit} onBack={onBack}>
      <p>The centre confirms your slot. If your first choice is taken, we book your alternate date.</p>
      <TextField id="date" type="date" label="First choice of date" min={today} max={last} width="medium" hint={chosen(values.date) ?? `Between ${formatLongDate(today)} and ${formatLongDate(last)}`} value={values.date} onValueChange={set('date')} error={errors.date} />
      <TextField id="alternateDate" type="date" label="Alternate date" min={today} max={last} width="medium" hint={chosen(values.alternateDate) ?? 'A different day, in case your first choice is taken'} value={values.alternateDate} onValueChange={set('alternateDate')} error={errors.alternateDate} />
      <RadioGroup
        id="testTime"
        legend="Preferred start time"
        value={values.testTime}
        onValueChange={set('testTime')}
        error={errors.testTime}
        options={TEST_TIME_SLOTS.map((slot) => ({ value: slot, label: formatTime(slot) }))}
      />
    </StepForm>
  );
}
