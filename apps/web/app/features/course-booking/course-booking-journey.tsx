import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseLocation } from '@site/domain/schemas';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { useHydrated } from '../../lib/client-only';
import { firstStepKey } from '../../lib/journey/hand-over';
import { useJourney } from '../../lib/journey/use-journey';
import { useSnackbar } from '../../components/snackbar';
import { DetailsStep } from '../../components/form/details-step';
import { courseJourney, firstIncompleteCourseStep, stepsFor } from './answers';
import { answersFromLink, type CourseLink } from './answers-from-link';
import type { CourseAnswers } from './answers';
import { getCourseLocations } from './api/course-calls';
import { CheckStep } from './steps/check-step';
import { CourseDateStep } from './steps/course-date-step';
import { KindStep } from './steps/kind-step';
import { LocationStep } from './steps/location-step';
import { OnlineDateStep } from './steps/online-date-step';

/**
 * 'Book the Level 1 course: step 2 of 5', in the page's language. Online and classroom bookings
 * differ in length: until the kind is chosen, no total is shown.
 */
function useCourseCaption(): (index: number, answers: CourseAnswers, count: number) => string {
  const { t } = useLingui();
  return (index, answers, total) => {
    const step = index + 1;
    return answers.kind
      ? t`Book the Level 1 course: step ${step} of ${total}`
      : t`Book the Level 1 course: step ${step}`;
  };
}

/**
 * Course booking at /course-book (issue 4 point 4). Until the browser has taken over (and in the
 * prerendered HTML) it shows the first question as a visitor with nothing saved sees it (online,
 * the default, chosen); such a visitor then keeps that very form (decisions 015 and 022).
 */
export function CourseBookingJourney(link: CourseLink) {
  const [params] = useSearchParams();
  const live = useHydrated();
  const courseCaption = useCourseCaption();
  const { warn } = useSnackbar();
  const [locations, setLocations] = useState<CourseLocation[]>();
  const { answers, update, step, change, common, details } = useJourney(courseJourney, {
    initial: () => answersFromLink(link, params.has('step')),
    firstIncomplete: (a) => firstIncompleteCourseStep(a, locations),
    caption: ({ index, steps, answers: a }) => courseCaption(index, a, steps.length),
  });

  useEffect(() => {
    if (answers.kind !== 'Offline' || locations) return;
    getCourseLocations()
      .then(setLocations)
      .catch((error: unknown) => warn(error instanceof ApiError ? error.message : MESSAGES.failed));
  }, [answers.kind, locations, warn]);

  // The list the date step showed is out of date: the chosen date is dropped and the dates are
  // fetched again, so a date that filled up is no longer offered with seats left.
  const seatsGone = () => {
    update({ datetime: undefined });
    setLocations(undefined);
    change('course-date');
  };
  if (!live) {
    const none: CourseAnswers = {};
    return (
      <KindStep
        key="kind"
        answers={none}
        caption={courseCaption(0, none, stepsFor(none.kind).length)}
        locations={[]}
        onDone={() => {}}
      />
    );
  }
  if (
    answers.kind === 'Offline' &&
    !locations &&
    (step === 'location' || step === 'course-date' || step === 'check')
  ) {
    return (
      <p role="status">
        <Trans>Loading course locations…</Trans>
      </p>
    );
  }
  const withLocations = { ...common, locations: locations ?? [] };

  switch (step) {
    case 'kind':
      return <KindStep key={firstStepKey(step, answers, {})} {...withLocations} />;
    case 'location':
      return <LocationStep key={step} {...withLocations} />;
    case 'course-date':
      return <CourseDateStep key={step} {...withLocations} />;
    case 'online-date':
      return <OnlineDateStep key={step} {...withLocations} />;
    case 'details':
      return <DetailsStep key={step} {...details} />;
    case 'check':
      return <CheckStep key={step} {...withLocations} onChange={change} onSeatsGone={seatsGone} />;
  }
}
