import { useLingui } from '@lingui/react/macro';
import { getCardByName, referencesNeeded } from '@site/domain/catalogue';
import { cardPrice } from '@site/domain/pricing';
import { formatLongDate } from '@site/domain/format';
import { useDateWords } from '../../../i18n/date-words';
import { JourneyCheckStep } from '../../../components/checkout/check-step';
import { PriceBreakdown } from '../../../components/checkout/price-breakdown';
import { cardJourney } from '../answers';
import type { CardStep } from '../answers';
import { submitCardApplication } from '../api/card-order';
import { APPLICATION_TYPE_LABELS } from '../../../lib/order-description';
import type { StepProps } from './step-props';
import { cardTitleWords } from '../../../lib/card-title';

export function CheckStep({
  answers,
  caption,
  onBack,
  onChange,
}: StepProps & { onChange: (step: CardStep) => void }) {
  const { i18n, t } = useLingui();
  const dateWords = useDateWords();
  const card = getCardByName(answers.cardType ?? '');
  const price = cardPrice(answers.applicationType ?? 'New Card', card?.key);
  // Only the references this application type sends: a changed type leaves others unused.
  const needs = referencesNeeded(answers.applicationType);
  const change = (step: CardStep) => () => onChange(step);

  return (
    <JourneyCheckStep
      caption={caption}
      onBack={onBack}
      title={t`Check your application and pay`}
      heading={t`Your card`}
      attempts={cardJourney.attempts}
      onChangeDetails={change('details')}
      placeOrder={async (candidate) => (await submitCardApplication(answers, candidate)).url}
      price={<PriceBreakdown price={price} of="card" />}
      about="card"
      rows={[
        {
          key: 'card',
          label: t({ comment: 'Check page row: the CSCS card applied for', message: 'Card' }),
          value: card ? cardTitleWords(i18n, card) : undefined,
          onChange: change('card-type'),
        },
        {
          key: 'type',
          label: t({
            comment: 'Check page row: the kind of application (new, renewal, replacement)',
            message: 'Application',
          }),
          value: answers.applicationType
            ? i18n._(APPLICATION_TYPE_LABELS[answers.applicationType])
            : undefined,
          onChange: change('application-type'),
        },
        {
          key: 'trade',
          label: t`Trade on the card`,
          value: answers.trait,
          onChange: change('trade'),
        },
        ...(needs.testingId && answers.testingId
          ? [
              {
                key: 'testingId',
                label: t`CITB testing ID`,
                value: answers.testingId,
                onChange: change('references'),
              },
            ]
          : []),
        ...(needs.registrationNumber && answers.registrationNumber
          ? [
              {
                key: 'reg',
                label: t`Card registration number`,
                value: answers.registrationNumber,
                onChange: change('references'),
              },
            ]
          : []),
        ...(answers.applicationType !== 'New Card' && answers.cardExpiresOn
          ? [
              {
                key: 'expiry',
                label: t`Current card expires`,
                value: formatLongDate(answers.cardExpiresOn, dateWords),
                onChange: change('references'),
              },
            ]
          : []),
      ]}
    />
  );
}
