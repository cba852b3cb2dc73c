import { useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

export function LocationStep({ answers, caption, locations, onBack, onDone }: StepProps) {
  const [value, setValue] = useState(
    answers.locationId === undefined ? undefined : String(answers.locationId),
  );
  const [error, setError] = useState<string>();
  const submit = () => {
    const location = locations.find((l) => String(l.id) === value);
    if (!location) return setError(choiceError(value, MESSAGES.courseLocation));
    onDone(
      location.id === answers.locationId ? {} : { locationId: location.id, datetime: undefined },
    );
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { locationId: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="locationId"
        legend="Where would you like to take the course?"
        legendIsHeading
        value={value}
        onValueChange={setValue}
        error={error}
        options={locations.map((l) => ({
          value: String(l.id),
          label: l.name,
          hint: `${l.address}, ${l.postcode}`,
        }))}
      />
    </StepForm>
  );
}
