import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CardName } from '@site/domain/catalogue';
import { tradesAllowedFor } from '@site/domain/schemas';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { SelectField } from '../../../components/form/select-field';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

/** The trade printed on the card (`trait`): an occupation that fits the card (spec §3). */
export function TradeStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const cardName = answers.cardType ?? '';
  const trades = tradesAllowedFor((answers.cardType ?? 'Green Labourer') as CardName);
  const [value, setValue] = useState(answers.trait ?? '');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!trades.includes(value)) return setError(choiceError(value, MESSAGES.trait));
    onDone({ trait: value });
  };
  return (
    <StepForm
      heading={t`Which trade should be printed on your card?`}
      {...step}
      errors={error ? { trait: error } : {}}
      onSubmit={submit}
    >
      <SelectField
        id="trait"
        label={t`Trade or occupation`}
        // The occupations are CSCS's own names, printed on the card in English: they are not
        // translated (the translated hint says so).
        hint={t({
          comment:
            'Hint above a list of occupation names, which stay in English because CSCS prints them on the card in English. {cardName} is a card name such as Blue Skilled Worker.',
          message: `The occupations that can hold a ${cardName} card.`,
        })}
        value={value}
        onValueChange={setValue}
        error={error}
        placeholder={t`Select a trade`}
        options={trades.map((trade) => ({ value: trade, label: trade }))}
      />
    </StepForm>
  );
}
