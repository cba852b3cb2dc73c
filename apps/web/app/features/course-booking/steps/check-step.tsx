import { getCourse } from '@site/domain/catalogue';
import { formatLongDate } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import { ApiError } from '../../../lib/api-client';
import { formatCourseStart } from '../../../lib/course-start';
import { MESSAGES } from '../../../lib/messages';
import { useSnackbar } from '../../../components/snackbar';
import { JourneyCheckStep } from '../../../components/checkout/check-step';
import { PriceBreakdown } from '../../../components/checkout/price-breakdown';
import { courseJourney } from '../answers';
import type { CourseStep } from '../answers';
import { bookCourse, forgetSeat } from '../api/course-calls';
import type { StepProps } from './step-props';

export function CheckStep({
  answers,
  caption,
  locations,
  onBack,
  onChange,
  onSeatsGone,
}: StepProps & {
  onChange: (step: CourseStep) => void;
  /** The date filled up, or the hold lapsed: choose a date again from a fresh list. */
  onSeatsGone: () => void;
}) {
  const { warn } = useSnackbar();
  const kind = answers.kind ?? 'Online';
  const location = locations.find((l) => l.id === answers.locationId);
  const when = kind === 'Offline' ? answers.datetime : answers.onlineDate;
  const change = (step: CourseStep) => () => onChange(step);

  return (
    <JourneyCheckStep
      caption={caption}
      onBack={onBack}
      title="Check your booking and pay"
      heading="Your course"
      attempts={courseJourney.attempts}
      onRefused={(error) => {
        if (
          !(error instanceof ApiError) ||
          (error.code !== 'COURSE_FULL' && error.code !== 'HOLD_EXPIRED')
        ) {
          return false;
        }
        forgetSeat();
        warn(error.detail ?? MESSAGES.seatsGone);
        onSeatsGone();
        return true;
      }}
      onChangeDetails={change('details')}
      placeOrder={(candidate) => bookCourse(answers, candidate)}
      price={
        <>
          <PriceBreakdown price={coursePrice(kind)} feeLabel="Course fee" />
          <p>
            The course has no separate official fee: the price covers the training, the assessment
            and the awarding body&apos;s certificate.
          </p>
        </>
      }
      about="course"
      rows={[
        { key: 'course', label: 'Course', value: getCourse(kind).name },
        {
          key: 'kind',
          label: 'How',
          value: kind === 'Online' ? 'Online' : 'In a classroom',
          onChange: change('kind'),
        },
        ...(location
          ? [
              {
                key: 'where',
                label: 'Location',
                value: `${location.name}, ${location.postcode}`,
                onChange: change('location'),
              },
            ]
          : []),
        {
          key: 'when',
          label: kind === 'Online' ? 'Final assessment' : 'Date',
          value: when ? (kind === 'Offline' ? formatCourseStart(when) : formatLongDate(when)) : '',
          onChange: change(kind === 'Online' ? 'online-date' : 'course-date'),
        },
      ]}
    />
  );
}
