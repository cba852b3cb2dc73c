import { getCardByName } from '@site/domain/catalogue';
import type { ApplicationType } from '@site/domain/catalogue';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

const HINTS: Record<ApplicationType, string> = {
  'New Card': 'You have never held this card',
  'Renew Card': 'Your card has expired or expires within 6 months',
  'Lost/Stolen Card': 'Your card is still valid but lost, stolen or damaged',
};

/** Only the application types the chosen card allows (spec §2). */
export function ApplicationTypeStep({ answers, onDone, ...step }: StepProps) {
  const card = getCardByName(answers.cardType ?? '');
  const allowed = card?.applicationTypes ?? [];
  return (
    <ChoiceStep
      {...step}
      id="applicationType"
      legend={`What kind of ${card?.title ?? 'card'} application is this?`}
      initial={answers.applicationType}
      options={allowed.map((t) => ({ value: t, label: t, hint: HINTS[t] }))}
      onChoose={(value) => {
        const chosen = allowed.find((t) => t === value);
        if (!chosen) return choiceError(value, MESSAGES.applicationType);
        onDone({ applicationType: chosen });
      }}
    />
  );
}
