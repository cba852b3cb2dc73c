import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/group-book';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { GroupBookingForm } from '../features/enquiry/group-booking-form';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Group bookings`),
    description: i18n._(
      msg`Book CITB tests, CSCS cards or health and safety courses for several workers at once. Tell us what your team needs.`,
    ),
    path: paths.groupBook,
  }));

export default function GroupBook() {
  return (
    <div className="page narrow">
      <GroupBookingForm />
      <p>
        <Trans>
          For a single booking you can go straight to <Link to={paths.bookTest}>test booking</Link>,{' '}
          <Link to={paths.applyCard}>card applications</Link> or{' '}
          <Link to={paths.courseBook}>course booking</Link>.
        </Trans>
      </p>
    </div>
  );
}
