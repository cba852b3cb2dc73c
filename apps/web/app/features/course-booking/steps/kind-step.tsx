import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@site/domain/format';
import { DEFAULT_COURSE_KIND } from '@site/domain/catalogue';
import { coursePrice } from '@site/domain/pricing';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import { CoursePriceFirst } from '../course-price-first';
import type { StepProps } from './step-props';

/** Online by default, or Offline in a classroom (spec §4). */
export function KindStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const onlinePrice = formatMoney(coursePrice('Online').total);
  const classroomPrice = formatMoney(coursePrice('Offline').total);
  return (
    <ChoiceStep
      {...step}
      // The whole price before any question is answered (issue 21 point 6).
      intro={<CoursePriceFirst />}
      id="kind"
      legend={t`How do you want to take the Level 1 health and safety course?`}
      hint={t({
        comment:
          'Keep the official qualification name "Level 1 Award in Health and Safety in a Construction Environment" in English; add a short explanation in your language beside it.',
        message:
          'Both lead to the Level 1 Award in Health and Safety in a Construction Environment.',
      })}
      initial={answers.kind ?? DEFAULT_COURSE_KIND}
      options={[
        {
          value: 'Online',
          label: t`Online, at a time that suits you (${onlinePrice})`,
          hint: t`Study at home, then sit the final assessment online on the date you choose.`,
        },
        {
          value: 'Offline',
          label: t`In a classroom, one day (${classroomPrice})`,
          hint: t`A one-day course with a tutor at one of our training locations.`,
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
