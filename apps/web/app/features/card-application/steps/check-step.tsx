import { getCardByName, referencesNeeded } from '@site/domain/catalogue';
import { cardPrice } from '@site/domain/pricing';
import {
  PayButton,
  PaymentWarning,
  YourDetails,
  readCheckedDetails,
  useCheckAndPay,
} from '../../../components/checkout/check-and-pay';
import { PriceBreakdown } from '../../../components/checkout/price-breakdown';
import { SummaryList } from '../../../components/checkout/summary-list';
import { TrustStatement } from '../../../components/checkout/trust-statement';
import { cardJourney } from '../answers';
import type { CardStep } from '../answers';
import { submitCardApplication } from '../api/card-order';
import type { StepProps } from './step-props';
import { BackButton } from '../../../components/form/back-button';

export function CheckStep({
  answers,
  caption,
  onBack,
  onChange,
}: StepProps & { onChange: (step: CardStep) => void }) {
  const { busy, pay: payFor, warning } = useCheckAndPay({ attempts: cardJourney.attempts });
  const { details, candidate } = readCheckedDetails();
  const card = getCardByName(answers.cardType ?? '');
  const price = cardPrice(answers.applicationType ?? 'New Card', card?.key);
  // Only the references this application type sends: a changed type leaves others unused.
  const needs = referencesNeeded(answers.applicationType);
  const change = (step: CardStep) => () => onChange(step);

  const pay = async () => {
    if (busy) return;
    if (!candidate.ok) return onChange('details');
    await payFor(async () => (await submitCardApplication(answers, candidate.data)).url);
  };

  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <p className="caption">{caption}</p>
      <h1>Check your application and pay</h1>
      <h2>Your card</h2>
      <SummaryList
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
        ]}
      />
      <YourDetails details={details} candidate={candidate} onChange={change('details')} />
      <h2>What you pay</h2>
      <PriceBreakdown price={price} officialLabel="CSCS card fee" />
      <TrustStatement about="card" />
      <PaymentWarning warning={warning} />
      <PayButton busy={busy} onPay={() => void pay()} />
    </div>
  );
}
