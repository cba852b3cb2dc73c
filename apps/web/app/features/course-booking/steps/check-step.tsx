import { Trans, useLingui } from '@lingui/react/macro';
import { getCourse } from '@site/domain/catalogue';
import { formatLongDate } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../../../lib/messages';
import { useLocale } from '../../../i18n/link';
import { useDateWords } from '../../../i18n/date-words';
import { formatCourseStart } from '../../../lib/course-start';
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
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const words = useDateWords();
  const { warn } = useSnackbar();
  const kind = answers.kind ?? 'Online';
  const location = locations.find((l) => l.id === answers.locationId);
  const when = kind === 'Offline' ? answers.datetime : answers.onlineDate;
  const change = (step: CourseStep) => () => onChange(step);
  // The course's name is the awarding body's, in English; other languages say what it is.
  const courseName = getCourse(kind).name;
  const explained = t({
    comment:
      'Shown under the official English course name on the check page (not on English pages): say in a few words what the course is.',
    message: 'Level 1 health and safety course for construction sites, with its certificate',
  });

  return (
    <JourneyCheckStep
      caption={caption}
      onBack={onBack}
      title={t`Check your booking and pay`}
      heading={t`Your course`}
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
          <PriceBreakdown price={coursePrice(kind)} of="course" />
          <p>
            <Trans>
              The course has no separate official fee: the price covers the training, the assessment
              and the awarding body&apos;s certificate.
            </Trans>
          </p>
        </>
      }
      about="course"
      rows={[
        {
          key: 'course',
          label: t({ comment: 'Check page row: the course booked', message: 'Course' }),
          value:
            locale === 'en' ? (
              courseName
            ) : (
              <>
                <span lang="en">{courseName}</span>
                <br />
                {explained}
              </>
            ),
        },
        {
          key: 'kind',
          label: t({
            comment: 'Check page row: how the course is taken (online or in a classroom)',
            message: 'How',
          }),
          value:
            kind === 'Online'
              ? t({ comment: 'How the course is taken', message: 'Online' })
              : t`In a classroom`,
          onChange: change('kind'),
        },
        ...(location
          ? [
              {
                key: 'where',
                label: t({ comment: 'Check page row: the training venue', message: 'Location' }),
                value: `${location.name}, ${location.postcode}`,
                onChange: change('location'),
              },
            ]
          : []),
        {
          key: 'when',
          label:
            kind === 'Online'
              ? t({
                  comment: 'Check page row: the date of the online final assessment',
                  message: 'Final assessment',
                })
              : t({ comment: 'Check page row: the classroom course date', message: 'Date' }),
          value: when
            ? kind === 'Offline'
              ? formatCourseStart(when, words, i18n)
              : formatLongDate(when, words)
            : '',
          onChange: change(kind === 'Online' ? 'online-date' : 'course-date'),
        },
      ]}
    />
  );
}
