import { formatMoney } from '@site/domain/format';
import type { BookingStatus, TimelineEntry } from '@site/domain/schemas';

type Kind = BookingStatus['kind'];

/** Each step of the timeline in the customer's words, for the kind of booking. */
export function stepLabel(step: TimelineEntry['step'], kind: Kind): string {
  switch (step) {
    case 'paid':
      return 'Paid';
    case 'submitted':
      return kind === 'card' ? 'Being sent to CSCS' : 'Being booked';
    case 'confirmed':
      return kind === 'card' ? 'Accepted by CSCS' : 'Confirmed';
    case 'completed':
      return 'Finished';
    case 'cancelled':
      return 'Cancelled';
    case 'refunded':
      return 'Refunded';
  }
}

/** What the state of a step is, in words: colour alone never says it. */
export const STATE_WORDS: Record<TimelineEntry['state'], string> = {
  done: 'Done',
  current: 'Now',
  'to-come': 'To come',
};

/** Where the booking stands now, in words: the current step's label. */
export function stageWords(booking: BookingStatus): string {
  const current = booking.timeline.find((entry) => entry.state === 'current');
  return current ? stepLabel(current.step, booking.kind) : stepLabel('paid', booking.kind);
}

/** What a change after the last free day costs, under the terms. */
export function lateChangeCost(booking: BookingStatus): string {
  const fee = formatMoney(booking.price.officialFee);
  return booking.kind === 'test'
    ? `After that, CITB keeps the test fee: moving your test means paying the ${fee} test fee again, and a late cancellation gets no refund.`
    : `After that, moving your course means paying the ${fee} course fee again, and a late cancellation gets no refund.`;
}

/** The heading over the slot, for the kind of booking. */
export function slotHeading(kind: Kind): string {
  return kind === 'test' ? 'Your test' : 'Your course';
}
