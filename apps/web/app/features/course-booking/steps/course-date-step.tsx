import { formatCourseStart } from '../../../lib/course-start';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import type { StepProps } from './step-props';

/** Only dates that still have seats (issue 4 point 4). */
export function CourseDateStep({ answers, locations, onDone, ...step }: StepProps) {
  const location = locations.find((l) => l.id === answers.locationId);
  const dates = (location?.dates ?? []).filter(
    (d) => d.seatsLeft > 0 && new Date(d.datetime) > new Date(),
  );
  return (
    <ChoiceStep
      {...step}
      id="datetime"
      legend={`Choose a date at ${location?.name ?? 'this location'}`}
      hint={
        dates.length
          ? 'Only dates with seats left are shown.'
          : 'There are no dates with seats left here. Go back and choose another location.'
      }
      initial={answers.datetime}
      options={dates.map((d) => ({
        value: d.datetime,
        label: formatCourseStart(d.datetime),
        hint: `${d.seatsLeft} ${d.seatsLeft === 1 ? 'seat' : 'seats'} left`,
      }))}
      onChoose={(value) => {
        if (!dates.some((d) => d.datetime === value))
          return choiceError(value, MESSAGES.courseDate);
        onDone({ datetime: value });
      }}
    />
  );
}
