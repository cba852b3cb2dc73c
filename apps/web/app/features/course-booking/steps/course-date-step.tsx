import { useState } from 'react';
import { formatCourseStart } from '../../../lib/course-start';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { RadioGroup } from '../../../components/form/radio-group';
import { StepForm } from '../../../components/form/step-form';
import type { StepProps } from './step-props';

/** Only dates that still have seats (issue 4 point 4). */
export function CourseDateStep({ answers, caption, locations, onBack, onDone }: StepProps) {
  const location = locations.find((l) => l.id === answers.locationId);
  const dates = (location?.dates ?? []).filter(
    (d) => d.seatsLeft > 0 && new Date(d.datetime) > new Date(),
  );
  const [value, setValue] = useState(answers.datetime);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!dates.some((d) => d.datetime === value))
      return setError(choiceError(value, MESSAGES.courseDate));
    onDone({ datetime: value });
  };
  return (
    <StepForm
      caption={caption}
      errors={error ? { datetime: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id="datetime"
        legend={`Choose a date at ${location?.name ?? 'this location'}`}
        legendIsHeading
        hint={
          dates.length
            ? 'Only dates with seats left are shown.'
            : 'There are no dates with seats left here. Go back and choose another location.'
        }
        value={value}
        onValueChange={setValue}
        error={error}
        options={dates.map((d) => ({
          value: d.datetime,
          label: formatCourseStart(d.datetime),
          hint: `${d.seatsLeft} ${d.seatsLeft === 1 ? 'seat' : 'seats'} left`,
        }))}
      />
    </StepForm>
  );
}
