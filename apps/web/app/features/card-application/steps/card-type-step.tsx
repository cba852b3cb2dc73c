import { useState } from 'react';
import { CARD_TYPES } from '@site/domain/catalogue';
import type { CardName } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

export function CardTypeStep({ answers, caption, onBack, onDone }: StepProps) {
  const [value, setValue] = useState<string | undefined>(answers.cardType);
  const [error, setError] = useState<string>();
  const submit = () => {
    const card = CARD_TYPES.find((c) => c.name === value);
    if (!card) return setError(choiceError(value, MESSAGES.cardType));
    onDone(
      card.name === answers.cardType
        ? {}
        : { cardType: card.name as CardName, applicationType: undefined, trait: undefined },
    );
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { cardType: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="cardType"
        legend="Which card are you applying for?"
        legendIsHeading
        value={value}
        onValueChange={setValue}
        error={error}
        options={CARD_TYPES.map((c) => ({
          value: c.name,
          label: c.title,
          hint: c.alternativeTitle,
        }))}
      />
    </StepForm>
  );
}
