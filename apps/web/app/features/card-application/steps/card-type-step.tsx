import { CARD_TYPES } from '@site/domain/catalogue';
import type { CardName } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

export function CardTypeStep({ answers, onDone, ...step }: StepProps) {
  return (
    <ChoiceStep
      {...step}
      id="cardType"
      legend="Which card are you applying for?"
      initial={answers.cardType}
      options={CARD_TYPES.map((c) => ({
        value: c.name,
        label: c.title,
        hint: c.alternativeTitle,
      }))}
      onChoose={(value) => {
        const card = CARD_TYPES.find((c) => c.name === value);
        if (!card) return choiceError(value, MESSAGES.cardType);
        onDone(
          card.name === answers.cardType
            ? {}
            : { cardType: card.name as CardName, applicationType: undefined, trait: undefined },
        );
      }}
    />
  );
}
