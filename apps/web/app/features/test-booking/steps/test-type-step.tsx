import { useLingui } from '@lingui/react/macro';
import { TEST_TYPES, getTestType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { officialNamesNote } from '../../../lib/card-title';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import { TestPriceFirst } from '../test-price-first';
import type { StepProps } from './step-props';

export function TestTypeStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  return (
    <ChoiceStep
      {...step}
      // The whole price before any question is answered (issue 21 point 6).
      intro={<TestPriceFirst />}
      id="testType"
      legend={t`Which test do you need?`}
      hint={[t`Most labourers and trades need the Operative test.`, officialNamesNote(i18n, 'test')]
        .filter(Boolean)
        .join(' ')}
      initial={answers.testType}
      options={TEST_TYPES.map((t) => ({ value: t.key, label: t.name }))}
      onChoose={(value) => {
        if (!value || !getTestType(value)) return choiceError(value, MESSAGES.testType);
        // A different test may not offer the language chosen before.
        onDone(
          value === answers.testType
            ? { testType: value }
            : { testType: value, language: undefined },
        );
      }}
    />
  );
}
