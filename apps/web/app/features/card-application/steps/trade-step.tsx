import { useState } from 'react';
import type { CardName } from '@site/domain/catalogue';
import { tradesAllowedFor } from '@site/domain/schemas';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { SelectField } from '../../../components/form/select-field';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

/** The trade printed on the card (`trait`): an occupation that fits the card (spec §3). */
export function TradeStep({ answers, onDone, ...step }: StepProps) {
  const trades = tradesAllowedFor((answers.cardType ?? 'Green Labourer') as CardName);
  const [value, setValue] = useState(answers.trait ?? '');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!trades.includes(value)) return setError(choiceError(value, MESSAGES.trait));
    onDone({ trait: value });
  };
  return (
    <StepForm
      heading="Which trade should be printed on your card?"
      {...step}
      errors={error ? { trait: error } : {}}
      onSubmit={submit}
    >
      <SelectField
        id="trait"
        label="Trade or occupation"
        hint={`The occupations that can hold a ${answers.cardType ?? ''} card.`}
        value={value}
        onValueChange={setValue}
        error={error}
        placeholder="Select a trade"
        options={trades.map((t) => ({ value: t, label: t }))}
      />
    </StepForm>
  );
}
