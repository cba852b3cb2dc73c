import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { ChoiceStep } from '../../../components/form/choice-step';
import { useDateWords } from '../../../i18n/date-words';
import { formatCourseStart } from '../../../lib/course-start';
import type { StepProps } from './step-props';

/** Only dates that still have seats (issue 4 point 4). */
export function CourseDateStep({ answers, locations, onDone, ...step }: StepProps) {
  const { i18n, t } = useLingui();
  const words = useDateWords();
  const location = locations.find((l) => l.id === answers.locationId);
  const dates = (location?.dates ?? []).filter(
    (d) => d.seatsLeft > 0 && new Date(d.datetime) > new Date(),
  );
  const place = location?.name;
  return (
    <ChoiceStep
      {...step}
      id="datetime"
      legend={
        place
          ? t({
              comment: '{place} is the name of a training venue, kept as it is',
              message: `Choose a date at ${place}`,
            })
          : t`Choose a date at this location`
      }
      hint={
        dates.length
          ? t`Only dates with seats left are shown.`
          : t`There are no dates with seats left here. Go back and choose another location.`
      }
      initial={answers.datetime}
      options={dates.map((d) => {
        const seats = d.seatsLeft;
        return {
          value: d.datetime,
          label: formatCourseStart(d.datetime, words, i18n),
          hint: t({
            comment: 'How many seats are still free on a classroom course date',
            message: plural(seats, { one: '# seat left', other: '# seats left' }),
          }),
        };
      })}
      onChoose={(value) => {
        if (!dates.some((d) => d.datetime === value))
          return choiceError(value, MESSAGES.courseDate);
        onDone({ datetime: value });
      }}
    />
  );
}
