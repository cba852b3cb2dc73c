import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Route } from './+types/course-book';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { CourseBookingJourney } from '../features/course-booking/course-booking-journey';

// The journey (features/course-booking) reads sessionStorage, so it renders in the browser; the
// prerendered HTML carries its first question, as a new visitor sees it (decision 015). Online
// is the default (spec §4). Query type (online or offline) and date (an online course's final
// assessment) fill in the first answers, as the planner's links do (issue 21 point 1).

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Book the Level 1 health and safety course`),
    description: i18n._(
      msg({
        comment:
          'Keep the official qualification name "Level 1 Award in Health and Safety in a Construction Environment" in English; a short explanation in your language may follow it.',
        message:
          'Book the one-day Level 1 Award in Health and Safety in a Construction Environment, online or in a classroom.',
      }),
    ),
    path: paths.courseBook,
  }));

export default function CourseBook() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption={t`Book the Level 1 course`}>
          {() => <CourseBookingJourney kind={params.get('type')} date={params.get('date')} />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
