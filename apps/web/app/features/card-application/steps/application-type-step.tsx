import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getCardByName } from '@site/domain/catalogue';
import type { ApplicationType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { APPLICATION_TYPE_LABELS } from '../../../lib/order-description';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';
import { cardTitleWords } from '../../../lib/card-title';

const HINTS: Record<ApplicationType, MessageDescriptor> = {
  'New Card': msg`You have never held this card`,
  'Renew Card': msg`Your card has expired or expires within 6 months`,
  'Lost/Stolen Card': msg`Your card is still valid but lost, stolen or damaged`,
};

/** Only the application types the chosen card allows (spec §2). */
export function ApplicationTypeStep({ answers, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  const card = getCardByName(answers.cardType ?? '');
  const allowed = card?.applicationTypes ?? [];
  const cardTitle = card ? cardTitleWords(i18n, card) : undefined;
  return (
    <ChoiceStep
      {...step}
      id="applicationType"
      legend={
        cardTitle
          ? t`What kind of ${cardTitle} application is this?`
          : t`What kind of card application is this?`
      }
      initial={answers.applicationType}
      options={allowed.map((type) => ({
        value: type,
        label: i18n._(APPLICATION_TYPE_LABELS[type]),
        hint: i18n._(HINTS[type]),
      }))}
      onChoose={(value) => {
        const chosen = allowed.find((type) => type === value);
        if (!chosen) return choiceError(value, MESSAGES.applicationType);
        onDone({ applicationType: chosen });
      }}
    />
  );
}
