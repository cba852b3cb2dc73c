import { useLingui } from '@lingui/react/macro';
import { CARD_TYPES } from '@site/domain/catalogue';
import type { CardName } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import { CardPriceFirst } from '../card-price-first';
import type { StepProps } from './step-props';
import { cardTitleWords, officialNamesNote } from '../../../lib/card-title';

export function CardTypeStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  return (
    <ChoiceStep
      {...step}
      // The whole price before any question is answered (issue 21 point 6).
      intro={<CardPriceFirst />}
      id="cardType"
      legend={t`Which card are you applying for?`}
      initial={answers.cardType}
      hint={officialNamesNote(i18n, 'card')}
      // The official names stay in English, with 'card' in the page's language (lib/card-title.ts).
      options={CARD_TYPES.map((c) => ({
        value: c.name,
        label: cardTitleWords(i18n, c),
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
