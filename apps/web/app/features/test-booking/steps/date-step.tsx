import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { formatLongDate, formatTime, type DateWords } from '@site/domain/format';
import {
  BOOKING_HORIZON_MONTHS,
  TEST_TIME_SLOTS,
  addMonths,
  earliestTestDate,
  isRealIsoDate,
  openTestDateSchemaIn,
  todayInLondon,
} from '@site/domain/validators';
import { ENGLAND_AND_WALES, bankHolidayOn, nationOfCentre } from '@site/domain/calendar';
import type { Nation } from '@site/domain/calendar';
import { getCentreById } from '@site/domain/catalogue';
import { validateWith } from '../../../lib/form-validation';
import type { FieldErrors } from '../../../lib/form-validation';
import { MESSAGES } from '../../../lib/messages';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import {
  DatePartsField,
  isoFromParts,
  partsFromIso,
} from '../../../components/form/date-parts-field';
import type { DateParts } from '../../../components/form/date-parts-field';
import { useDateWords } from '../../../i18n/date-words';
import type { StepProps } from './step-props';

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

/**
 * From the earliest day the planner gives a test (earliestTestDate), on a day the chosen centre
 * is open: not a Sunday nor a bank holiday in its nation (decision 027); the
 * second-choice date must differ from the first choice.
 */
function dateSchemaIn(nation: Nation) {
  const openDate = openTestDateSchemaIn(nation);
  return z
    .object({
      'date-day': z.preprocess((v) => v || undefined, openDate),
      'alternateDate-day': z.preprocess((v) => v || undefined, openDate),
      testTime: required(MESSAGES.required),
    })
    .refine((v) => v['alternateDate-day'] !== v['date-day'], {
      path: ['alternateDate-day'],
      error: MESSAGES.alternateDateSame,
    });
}

/** The nation of the centre chosen on the step before; the journey always has one by now. */
function nationOf(location: number | undefined): Nation {
  const centre = location === undefined ? undefined : getCentreById(location);
  return centre ? nationOfCentre(centre) : ENGLAND_AND_WALES;
}

const asLongDate = (iso: string | undefined, words: DateWords | undefined) => {
  try {
    return iso && isRealIsoDate(iso) ? formatLongDate(iso, words) : undefined;
  } catch {
    return undefined;
  }
};

export function DateStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const words = useDateWords();
  const [date, setDate] = useState<DateParts>(partsFromIso(answers.date));
  const [alternate, setAlternate] = useState<DateParts>(partsFromIso(answers.alternateDate));
  const [testTime, setTestTime] = useState(answers.testTime ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayInLondon();
  const first = earliestTestDate(today);
  const last = addMonths(today, BOOKING_HORIZON_MONTHS);
  const nation = nationOf(answers.location);
  const submit = () => {
    const result = validateWith(dateSchemaIn(nation), {
      'date-day': isoFromParts(date),
      'alternateDate-day': isoFromParts(alternate),
      testTime,
    });
    if (!result.ok) return setErrors(result.errors);
    onDone({
      date: result.data['date-day'],
      alternateDate: result.data['alternateDate-day'],
      testTime: result.data.testTime,
    });
  };
  const digits = `${Number(first.slice(8, 10))} ${Number(first.slice(5, 7))} ${first.slice(0, 4)}`;
  const firstDay = formatLongDate(first, words);
  const lastDay = formatLongDate(last, words);
  // The same days the validators take: the earliest is the planner's, the latest the horizon's.
  const example = t({
    comment:
      '{firstDay} and {lastDay} are dates in words; {digits} is {firstDay} as typed in the three boxes: day month year, like "21 11 2026"',
    message: `From ${firstDay} to ${lastDay}. For example, ${digits}.`,
  });
  // Said before they pick, so no one types a day the centre is shut and learns it from an error.
  const closedRule = t`Test centres are closed on Sundays and bank holidays.`;
  const chosen = (iso: string) => {
    const day = asLongDate(iso, words);
    if (!day) return undefined;
    // The date boxes show no calendar: name the holiday, as 25 December reads like any Friday,
    // and the nation's own, as St Andrew's Day is a working day for a worker from England.
    if (!bankHolidayOn(iso, nation)) return t`You chose ${day}.`;
    if (nation === 'scotland') return t`You chose ${day}, a bank holiday in Scotland.`;
    if (nation === 'northern-ireland') {
      return t`You chose ${day}, a bank holiday in Northern Ireland.`;
    }
    return t`You chose ${day}, a bank holiday.`;
  };
  return (
    <StepForm
      heading={t`When would you like to take the test?`}
      {...step}
      errors={errors}
      onSubmit={submit}
    >
      <p>
        {t`The centre confirms your slot. If your first choice is taken, we book your second-choice date.`}
      </p>
      <DatePartsField
        id="date"
        legend={t`First choice of date`}
        hint={`${chosen(isoFromParts(date)) ?? example} ${closedRule}`}
        value={date}
        onValueChange={setDate}
        error={errors['date-day']}
      />
      <DatePartsField
        id="alternateDate"
        legend={t`Second-choice date`}
        hint={`${
          chosen(isoFromParts(alternate)) ?? t`A different day, in case your first choice is taken`
        } ${closedRule}`}
        value={alternate}
        onValueChange={setAlternate}
        error={errors['alternateDate-day']}
      />
      <RadioGroup
        id="testTime"
        legend={t`Preferred start time`}
        value={testTime}
        onValueChange={setTestTime}
        error={errors.testTime}
        options={TEST_TIME_SLOTS.map((slot) => ({ value: slot, label: formatTime(slot, words) }))}
      />
    </StepForm>
  );
}
