import { getTestType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { testNamePhrase } from '../../../lib/test-name';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

/** Only the languages the chosen test is offered in (spec §9). */
export function LanguageStep({ answers, onDone, ...step }: StepProps) {
  const languages = getTestType(answers.testType ?? '')?.languages ?? [];
  return (
    <ChoiceStep
      {...step}
      id="language"
      legend="Which language do you want to take the test in?"
      hint={`The ${testNamePhrase(getTestType(answers.testType ?? '')?.name ?? '')} is offered in these languages.`}
      initial={answers.language ?? (languages.length === 1 ? languages[0] : undefined)}
      options={languages.map((l) => ({ value: l, label: l }))}
      onChoose={(value) => {
        if (!value || !languages.includes(value)) return choiceError(value, MESSAGES.language);
        onDone({ language: value });
      }}
    />
  );
}
