import { useState } from 'react';
import { getTestType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { testNamePhrase } from '../../../lib/test-name';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

/** Only the languages the chosen test is offered in (spec §9). */
export function LanguageStep({ answers, caption, onBack, onDone }: StepProps) {
  const languages = getTestType(answers.testType ?? '')?.languages ?? [];
  const [value, setValue] = useState(
    answers.language ?? (languages.length === 1 ? languages[0] : undefined),
  );
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!value || !languages.includes(value)) {
      return setError(choiceError(value, MESSAGES.language));
    }
    onDone({ language: value });
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { language: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="language"
        legend="Which language do you want to take the test in?"
        legendIsHeading
        hint={`The ${testNamePhrase(getTestType(answers.testType ?? '')?.name ?? '')} is offered in these languages.`}
        value={value}
        onValueChange={setValue}
        error={error}
        options={languages.map((l) => ({ value: l, label: l }))}
      />
    </StepForm>
  );
}
