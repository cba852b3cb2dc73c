import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@site/domain/format';
import {
  BOOKING_HORIZON_MONTHS,
  addMonths,
  isRealIsoDate,
  openCourseDateSchema,
  todayInLondon,
} from '@site/domain/validators';
import { ENGLAND_AND_WALES, bankHolidayOn } from '@site/domain/calendar';
import { StepForm } from '../../../components/form/step-form';
import {
  DatePartsField,
  isoFromParts,
  partsFromIso,
} from '../../../components/form/date-parts-field';
import type { DateParts } from '../../../components/form/date-parts-field';
import { useDateWords } from '../../../i18n/date-words';
import type { StepProps } from './step-props';

/** The online course's final assessment date (spec §3 finalAssessmentDate). */
export function OnlineDateStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const words = useDateWords();
  const [value, setValue] = useState<DateParts>(partsFromIso(answers.onlineDate));
  const [error, setError] = useState<string>();
  const today = todayInLondon();
  const last = addMonths(today, BOOKING_HORIZON_MONTHS);
  const submit = () => {
    const parsed = openCourseDateSchema.safeParse(isoFromParts(value) || undefined);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onDone({ onlineDate: parsed.data });
  };
  const first = formatLongDate(today, words);
  const latest = formatLongDate(last, words);
  let hint = t`Between ${first} and ${latest}. You get the course materials straight away.`;
  const iso = isoFromParts(value);
  if (isRealIsoDate(iso)) {
    const chosen = formatLongDate(iso, words);
    hint = bankHolidayOn(iso, ENGLAND_AND_WALES)
      ? t`You chose ${chosen}, a bank holiday.`
      : t`You chose ${chosen}.`;
  }
  // Said before they pick (issue 21 point 4): the assessment is not held on closed days.
  hint = `${hint} ${t`Final assessments are not held on Sundays or bank holidays.`}`;
  return (
    <StepForm
      heading={t`When do you want to sit the final assessment?`}
      {...step}
      errors={error ? { 'onlineDate-day': error } : {}}
      onSubmit={submit}
    >
      <DatePartsField
        id="onlineDate"
        legend={t`Final assessment date`}
        hint={hint}
        value={value}
        onValueChange={setValue}
        error={error}
      />
    </StepForm>
  );
}
