import { useState } from 'react';
import { formatLongDate } from '@site/domain/format';
import { BOOKING_HORIZON_MONTHS, addMonths, bookingDateSchema, todayInLondon } from '@site/domain/validators';
import { StepForm } from '../../../components/form/step-form';
import { TextField } from '../../../components/form/text-field';
import type { StepProps } from './step-props';

/** The online course's final assessment date (spec §3 finalAssessmentDate). */
export function OnlineDateStep({ answers, caption, onBack, onDone }: StepProps) {
  const [value, setValue] = useState(answers.onlineDate ?? '');
  const [error, setError] = useState<string>();
  const today = todayInLondon();
  const last = addMonths(today, BOOKING_HORIZON_MONTHS);
  const submit = () => {
    const parsed = bookingDateSchema.safeParse(value || undefined);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onDone({ onlineDate: parsed.data });
  };
  let hint = `Between ${formatLongDate(today)} and ${formatLongDate(last)}. You get the course materials straight away.`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) hint = `You chose ${formatLongDate(value)}.`;
  return (
    <StepForm heading="When do you want to sit the final assessment?" caption={caption} errors={error ? { onlineDate: error } : {}} onSubmit={submit} onBack={onBack}>
      <TextField id="onlineDate" type="date" label="Final assessment date" min={today} max={last} width="medium" hint={hint} value={value} onValueChange={setValue} error={error} />
    </StepForm>
  );
}
