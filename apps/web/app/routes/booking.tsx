import type { Route } from './+types/booking';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { FindBooking } from '../features/booking-status/find-booking';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Find your booking',
    description:
      'See where your CITB test, CSCS card or course booking stands, with your booking reference and date of birth: the date, what to bring and the last day to change it for free.',
    path: paths.booking,
  });

export default function Booking() {
  return (
    <div className="page narrow">
      <FindBooking />
    </div>
  );
}
