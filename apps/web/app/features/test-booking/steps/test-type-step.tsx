import { useState } from 'react';
import { TEST_TYPES, getTestType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

export function TestTypeStep({ answers, caption, onBack, onDone }: StepProps) {
  const [value, setValue] = useState(answers.testType);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!value || !getTestType(value)) return setError(choiceError(value, MESSAGES.testType));
    // A different test may not offer the language chosen before.
    onDone(
      value === answers.testType ? { testType: value } : { testType: value, language: undefined },
    );
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { testType: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="testType"
        legend="Which test do you need?"
        legendIsHeading
        hint="Most labourers and trades need the Operative test."
        value={value}
        onValueChange={setValue}
        error={error}
        options={TEST_TYPES.map((t) => ({ value: t.key, label: t.name }))}
      />
    </StepForm>
  );
}
