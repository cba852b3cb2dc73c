import { msg } from '@lingui/core/macro';
import type { Route } from './+types/booking';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { formatMoney } from '@site/domain/format';
import { FindBooking } from '../features/booking-status/find-booking';
import type { FoundBooking } from '../features/booking-status/find-booking';
import { ChangeRequestSection } from '../features/booking-status/change-request-section';
import { RemindersSection } from '../features/booking-status/reminders-section';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Find your booking`),
    description: i18n._(
      msg`See where your CITB test, CSCS card or course booking stands, with your booking reference and date of birth: the date, what to bring and the last day to change it for free.`,
    ),
    path: paths.booking,
  }));

export default function Booking() {
  return (
    <div className="page narrow">
      <FindBooking actions={BookingActions} />
    </div>
  );
}

/** Under the booking's status: ask for a change or a cancellation, and the reminders. */
function BookingActions({ booking, identity, refresh, show }: FoundBooking) {
  const open = booking.request?.status === 'open' ? booking.request : null;
  return (
    <>
      <ChangeRequestSection
        credentials={identity}
        kind={booking.kind}
        allowed={booking.requestsAllowed}
        freeUntil={booking.changes?.lastFreeDay ?? null}
        late={booking.changes?.late ?? false}
        // A late change means paying the official fee again (the terms).
        lateCost={booking.changes?.late ? formatMoney(booking.price.officialFee) : null}
        openRequest={open}
        onSent={() => void refresh()}
      />
      <RemindersSection booking={booking} identity={identity} onSaved={show} />
    </>
  );
}
