import { useState } from 'react';
import { formatMoney } from '@site/domain/format';
import { DEFAULT_COURSE_KIND } from '@site/domain/catalogue';
import { coursePrice } from '@site/domain/pricing';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

/** Online by default, or Offline in a classroom (spec §4). */
export function KindStep({ answers, caption, onDone }: StepProps) {
  const [value, setValue] = useState<string>(answers.kind ?? DEFAULT_COURSE_KIND);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (value !== 'Online' && value !== 'Offline')
      return setError(choiceError(value, MESSAGES.courseType));
    onDone({ kind: value });
  };
  return (
    <StepForm caption={caption} errors={error ? { kind: error } : {}} onSubmit={submit}>
      <RadioGroup
        id="kind"
        legend="How do you want to take the Level 1 health and safety course?"
        legendIsHeading
        hint="Both lead to the Level 1 Award in Health and Safety in a Construction Environment."
        value={value}
        onValueChange={setValue}
        error={error}
        options={[
          {
            value: 'Online',
            label: `Online, at a time that suits you (${formatMoney(coursePrice('Online').total)})`,
            hint: 'Study at home, then sit the final assessment online on the date you choose.',
          },
          {
            value: 'Offline',
            label: `In a classroom, one day (${formatMoney(coursePrice('Offline').total)})`,
            hint: 'A one-day course with a tutor at one of our training locations.',
          },
        ]}
      />
    </StepForm>
  );
}
