import { formatMoney } from '@site/domain/format';
import { DEFAULT_COURSE_KIND } from '@site/domain/catalogue';
import { coursePrice } from '@site/domain/pricing';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

/** Online by default, or Offline in a classroom (spec §4). */
export function KindStep({ answers, onDone, ...step }: StepProps) {
  return (
    <ChoiceStep
      {...step}
      id="kind"
      legend="How do you want to take the Level 1 health and safety course?"
      hint="Both lead to the Level 1 Award in Health and Safety in a Construction Environment."
      initial={answers.kind ?? DEFAULT_COURSE_KIND}
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
      onChoose={(value) => {
        if (value !== 'Online' && value !== 'Offline')
          return choiceError(value, MESSAGES.courseType);
        onDone({ kind: value });
      }}
    />
  );
}
