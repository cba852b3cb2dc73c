import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../lib/messages';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

export function RetakeStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  return (
    <ChoiceStep
      {...step}
      id="retake"
      legend={t`Are you retaking this test?`}
      hint={t`Choose yes if you have taken this test before and did not pass.`}
      // Spec §3: retake defaults to false, so "No" is chosen until the person says otherwise.
      initial={answers.retake ? 'yes' : 'no'}
      options={[
        { value: 'no', label: t`No, this is my first time` },
        { value: 'yes', label: t`Yes, I am retaking it` },
      ]}
      onChoose={(value) => {
        if (!value) return MESSAGES.required;
        onDone({ retake: value === 'yes' });
      }}
    />
  );
}
