import { Link } from '../i18n/link';
import type { Route } from './+types/group-book';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { GroupBookingForm } from '../features/enquiry/group-booking-form';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Group bookings',
    description:
      'Book CITB tests, CSCS cards or health and safety courses for several workers at once. Tell us what your team needs.',
    path: paths.groupBook,
  });

export default function GroupBook() {
  return (
    <div className="page narrow">
      <GroupBookingForm />
      <p>
        For a single booking you can go straight to <Link to={paths.bookTest}>test booking</Link>,{' '}
        <Link to={paths.applyCard}>card applications</Link> or{' '}
        <Link to={paths.courseBook}>course booking</Link>.
      </p>
    </div>
  );
}
