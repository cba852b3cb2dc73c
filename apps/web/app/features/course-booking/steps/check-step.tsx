import { getCourse } from '@site/domain/catalogue';
import { formatLongDate } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import { ApiError } from '../../../lib/api-client';
import { formatCourseStart } from '../../../lib/course-start';
import { MESSAGES } from '../../../lib/messages';
import { useSnackbar } from '../../../components/snackbar';
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
import { courseJourney } from '../answers';
import type { CourseStep } from '../answers';
import { bookCourse, forgetSeat } from '../api/course-calls';
import type { StepProps } from './step-props';
import { BackButton } from '../../../components/form/back-button';

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
  const {
    busy,
    pay: payFor,
    warning,
  } = useCheckAndPay({
    attempts: courseJourney.attempts,
    onRefused: (error) => {
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
    },
  });
  const { details, candidate } = readCheckedDetails();
  const kind = answers.kind ?? 'Online';
  const location = locations.find((l) => l.id === answers.locationId);
  const when = kind === 'Offline' ? answers.datetime : answers.onlineDate;
  const change = (step: CourseStep) => () => onChange(step);

  const pay = async () => {
    if (busy) return;
    if (!candidate.ok) return onChange('details');
    await payFor(() => bookCourse(answers, candidate.data));
  };

  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <p className="caption">{caption}</p>
      <h1>Check your booking and pay</h1>
      <h2>Your course</h2>
      <SummaryList
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
            value: when
              ? kind === 'Offline'
                ? formatCourseStart(when)
                : formatLongDate(when)
              : '',
            onChange: change(kind === 'Online' ? 'online-date' : 'course-date'),
          },
        ]}
      />
      <YourDetails details={details} candidate={candidate} onChange={change('details')} />
      <h2>What you pay</h2>
      <PriceBreakdown price={coursePrice(kind)} feeLabel="Course fee" />
      <p>
        The course has no separate official fee: the price covers the training, the assessment and
        the awarding body&apos;s certificate.
      </p>
      <TrustStatement about="course" />
      <PaymentWarning warning={warning} />
      <PayButton busy={busy} onPay={() => void pay()} />
    </div>
  );
}
