import { getCardByName, referencesNeeded } from '@site/domain/catalogue';
import { cardPrice } from '@site/domain/pricing';
import { formatLongDate } from '@site/domain/format';
import { JourneyCheckStep } from '../../../components/checkout/check-step';
import { PriceBreakdown } from '../../../components/checkout/price-breakdown';
import { cardJourney } from '../answers';
import type { CardStep } from '../answers';
import { submitCardApplication } from '../api/card-order';
import type { StepProps } from './step-props';

export function CheckStep({
  answers,
  caption,
  onBack,
  onChange,
}: StepProps & { onChange: (step: CardStep) => void }) {
  const card = getCardByName(answers.cardType ?? '');
  const price = cardPrice(answers.applicationType ?? 'New Card', card?.key);
  // Only the references this application type sends: a changed type leaves others unused.
  const needs = referencesNeeded(answers.applicationType);
  const change = (step: CardStep) => () => onChange(step);

  return (
    <JourneyCheckStep
      caption={caption}
      onBack={onBack}
      title="Check your application and pay"
      heading="Your card"
      attempts={cardJourney.attempts}
      onChangeDetails={change('details')}
      placeOrder={async (candidate) => (await submitCardApplication(answers, candidate)).url}
      price={<PriceBreakdown price={price} officialLabel="CSCS card fee" />}
      about="card"
      rows={[
        { key: 'card', label: 'Card', value: card?.title, onChange: change('card-type') },
        {
          key: 'type',
          label: 'Application',
          value: answers.applicationType,
          onChange: change('application-type'),
        },
        {
          key: 'trade',
          label: 'Trade on the card',
          value: answers.trait,
          onChange: change('trade'),
        },
        ...(needs.testingId && answers.testingId
          ? [
              {
                key: 'testingId',
                label: 'CITB testing ID',
                value: answers.testingId,
                onChange: change('references'),
              },
            ]
          : []),
        ...(needs.registrationNumber && answers.registrationNumber
          ? [
              {
                key: 'reg',
                label: 'Card registration number',
                value: answers.registrationNumber,
                onChange: change('references'),
              },
            ]
          : []),
        ...(answers.applicationType !== 'New Card' && answers.cardExpiresOn
          ? [
              {
                key: 'expiry',
                label: 'Current card expires',
                value: formatLongDate(answers.cardExpiresOn),
                onChange: change('references'),
              },
            ]
          : []),
      ]}
    />
  );
}
