import { Link } from 'react-router';
import type { Route } from './+types/course-book';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { CourseBookingJourney } from '../features/course-booking/course-booking-journey';

// The journey (features/course-booking) reads sessionStorage, so it renders in the browser.
// Online is the default (spec §4).

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
      <ClientOnly fallback={<Introduction />}>{() => <CourseBookingJourney />}</ClientOnly>
    </div>
  );
}

function Introduction() {
  return (
    <div>
      <h1>Book the Level 1 health and safety course</h1>
      <p className="lead">
        Take the one-day course online, or choose a classroom location and date. Either way you
        finish with the Level 1 Award needed for the green Labourer card.
      </p>
      <p>
        <Link to={paths.healthAndSafetyCourse}>Read what the course covers</Link> before you book.
      </p>
    </div>
  );
}
