import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getCardByName, getTestType, testForCard, testPassMonthsFor } from '@site/domain/catalogue';
import type { ApplicationType, RequirementKey } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import type { FieldErrors } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import { cardRequirements, missingRequirements } from '../answers';
import { REQUIREMENT_QUESTIONS } from '../requirement-words';
import { NotReady } from './not-ready';
import type { StepProps } from './step-props';

type Reply = 'yes' | 'no' | undefined;

/**
 * Before payment (issue 21 point 2): does the applicant have what the card needs? CSCS refuses
 * an application without it and keeps the fee, so a "no" stops here and says what to do first.
 */
export function RequirementsStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  const cardName = getCardByName(answers.cardType ?? '')?.name ?? '';
  const keys = cardRequirements(answers);
  const testKey = testForCard(answers.cardType ?? 'Green Labourer', answers.trait);
  const testName = getTestType(testKey)?.name;
  // A Labourer renewal may use the test taken for the first card: it counts for 3 years.
  const threeYearPass =
    testPassMonthsFor(
      answers.cardType ?? 'Green Labourer',
      answers.applicationType as ApplicationType,
    ) === 36;
  const [replies, setReplies] = useState<Partial<Record<RequirementKey, Reply>>>(() =>
    Object.fromEntries(
      keys.map((key) => {
        const saved = answers.requirements?.[key];
        return [key, saved === undefined ? undefined : saved ? 'yes' : 'no'];
      }),
    ),
  );
  // A visitor who answered "no" before sees what to do first, until they change their answers.
  const [stopped, setStopped] = useState(
    () => answers.requirements !== undefined && missingRequirements(answers).length > 0,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  if (stopped) {
    return (
      <NotReady
        {...step}
        cardName={cardName}
        missing={missingRequirements(answers)}
        testKey={testKey}
        onChangeAnswers={() => setStopped(false)}
      />
    );
  }

  const submit = () => {
    const next: FieldErrors = {};
    for (const key of keys) if (!replies[key]) next[fieldId(key)] = MESSAGES.notBoolean;
    if (Object.keys(next).length) return setErrors(next);
    setErrors({});
    const requirements = Object.fromEntries(keys.map((key) => [key, replies[key] === 'yes']));
    if (missingRequirements({ ...answers, requirements }).length > 0) setStopped(true);
    onDone({ requirements });
  };
  return (
    <StepForm
      heading={t`Before you apply for the ${cardName} card`}
      {...step}
      errors={errors}
      onSubmit={submit}
    >
      <p>
        {t`CSCS turns down an application without these, and the fee is not refunded. Answer honestly: we will tell you what to do first if you do not have them yet.`}
      </p>
      {keys.map((key) => (
        <RadioGroup
          key={key}
          id={fieldId(key)}
          legend={
            key !== 'hse-test'
              ? i18n._(REQUIREMENT_QUESTIONS[key])
              : threeYearPass
                ? t({
                    comment: '{testName} is the CITB test name in English, e.g. Operative',
                    message: `Have you passed the CITB HS&E test (${testName}) in the last 3 years? The test you passed for your first Labourer card counts for 3 years.`,
                  })
                : t({
                    comment: '{testName} is the CITB test name in English, e.g. Operative',
                    message: `Have you passed the CITB HS&E test (${testName}) in the last 2 years?`,
                  })
          }
          value={replies[key]}
          onValueChange={(value) => setReplies({ ...replies, [key]: value as Reply })}
          error={errors[fieldId(key)]}
          options={[
            {
              value: 'yes',
              label: t({ comment: 'Answer to a yes-or-no question', message: 'Yes' }),
            },
            { value: 'no', label: t({ comment: 'Answer to a yes-or-no question', message: 'No' }) },
          ]}
        />
      ))}
    </StepForm>
  );
}

/** The form's id of a requirement's question: `requirement-level-1-award`. */
function fieldId(key: RequirementKey): string {
  return `requirement-${key}`;
}
