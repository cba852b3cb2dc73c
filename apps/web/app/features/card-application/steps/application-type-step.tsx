import { useState } from 'react';
import { getCardByName } from '@site/domain/catalogue';
import type { ApplicationType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

const HINTS: Record<ApplicationType, string> = {
  'New Card': 'You have never held this card',
  'Renew Card': 'Your card has expired or expires within 6 months',
  'Lost/Stolen Card': 'Your card is still valid but lost, stolen or damaged',
};

/** Only the application types the chosen card allows (spec §2). */
export function ApplicationTypeStep({ answers, caption, onBack, onDone }: StepProps) {
  const card = getCardByName(answers.cardType ?? '');
  const allowed = card?.applicationTypes ?? [];
  const [value, setValue] = useState<string | undefined>(answers.applicationType);
  const [error, setError] = useState<string>();
  const submit = () => {
    const chosen = allowed.find((t) => t === value);
    if (!chosen) return setError(choiceError(value, MESSAGES.applicationType));
    onDone({ applicationType: chosen });
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { applicationType: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="applicationType"
        legend={`What kind of ${card?.title ?? 'card'} application is this?`}
        legendIsHeading
        value={value}
        onValueChange={setValue}
        error={error}
        options={allowed.map((t) => ({ value: t, label: t, hint: HINTS[t] }))}
      />
    </StepForm>
  );
}
