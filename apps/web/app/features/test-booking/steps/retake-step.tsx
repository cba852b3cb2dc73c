import { useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

export function RetakeStep({ answers, caption, onBack, onDone }: StepProps) {
  // Spec §3: retake defaults to false, so "No" is chosen until the person says otherwise.
  const [value, setValue] = useState(answers.retake ? 'yes' : 'no');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!value) return setError(MESSAGES.required);
    onDone({ retake: value === 'yes' });
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { retake: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="retake"
        legend="Are you retaking this test?"
        legendIsHeading
        hint="Choose yes if you have taken this test before and did not pass."
        value={value}
        onValueChange={setValue}
        error={error}
        options={[
          { value: 'no', label: 'No, this is my first time' },
          { value: 'yes', label: 'Yes, I am retaking it' },
        ]}
      />
    </StepForm>
  );
}
