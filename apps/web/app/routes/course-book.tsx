import type { Route } from './+types/course-book';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { CourseBookingJourney } from '../features/course-booking/course-booking-journey';

// The journey (features/course-booking) reads sessionStorage, so it renders in the browser; the
// prerendered HTML carries its first question, as a new visitor sees it (decision 015). Online
// is the default (spec §4).

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Book the Level 1 health and safety course',
    description:
      'Book the one-day Level 1 Award in Health and Safety in a Construction Environment, online or in a classroom.',
    path: paths.courseBook,
  });

export default function CourseBook() {
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption="Book the Level 1 course">
          {() => <CourseBookingJourney />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
