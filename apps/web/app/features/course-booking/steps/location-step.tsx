import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

export function LocationStep({ answers, locations, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  return (
    <ChoiceStep
      {...step}
      id="locationId"
      legend={t`Where would you like to take the course?`}
      initial={answers.locationId === undefined ? undefined : String(answers.locationId)}
      options={locations.map((l) => ({
        value: String(l.id),
        label: l.name,
        hint: `${l.address}, ${l.postcode}`,
      }))}
      onChoose={(value) => {
        const location = locations.find((l) => String(l.id) === value);
        if (!location) return choiceError(value, MESSAGES.courseLocation);
        onDone(
          location.id === answers.locationId
            ? {}
            : { locationId: location.id, datetime: undefined },
        );
      }}
    />
  );
}
