import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@site/domain/format';
import type { BookingStatus, TimelineEntry } from '@site/domain/schemas';
import type { PreferredTime, RequestReason } from '@site/domain/schemas';

type Kind = BookingStatus['kind'];

/** Each step of the timeline in the customer's words, for the kind of booking. */
export function stepLabel(step: TimelineEntry['step'], kind: Kind, i18n: I18n): string {
  switch (step) {
    case 'paid':
      return i18n._(msg({ comment: 'Timeline step: the booking is paid', message: 'Paid' }));
    case 'submitted':
      return kind === 'card'
        ? i18n._(msg`Being sent to CSCS`)
        : i18n._(msg({ comment: 'Timeline step: we are booking it', message: 'Being booked' }));
    case 'confirmed':
      return kind === 'card'
        ? i18n._(msg`Accepted by CSCS`)
        : i18n._(msg({ comment: 'Timeline step: the booking is confirmed', message: 'Confirmed' }));
    case 'completed':
      return i18n._(msg({ comment: 'Timeline step: the booking is over', message: 'Finished' }));
    case 'cancelled':
      return i18n._(msg({ comment: 'Timeline step', message: 'Cancelled' }));
    case 'refunded':
      return i18n._(msg({ comment: 'Timeline step', message: 'Refunded' }));
  }
}

/** What the state of a step is, in words: colour alone never says it. */
export const STATE_WORDS: Record<TimelineEntry['state'], MessageDescriptor> = {
  done: msg({ comment: 'State of a timeline step already reached', message: 'Done' }),
  current: msg({ comment: 'State of the timeline step the booking is at', message: 'Now' }),
  'to-come': msg({ comment: 'State of a timeline step not reached yet', message: 'To come' }),
};

/** Where the booking stands now, in words: the current step's label. */
export function stageWords(booking: BookingStatus, i18n: I18n): string {
  const current = booking.timeline.find((entry) => entry.state === 'current');
  return current
    ? stepLabel(current.step, booking.kind, i18n)
    : stepLabel('paid', booking.kind, i18n);
}

/** What a change after the last free day costs, under the terms. */
export function lateChangeCost(booking: BookingStatus, i18n: I18n): string {
  const fee = formatMoney(booking.price.officialFee);
  return booking.kind === 'test'
    ? i18n._(
        msg`After that, CITB keeps the test fee: moving your test means paying the ${fee} test fee again, and a late cancellation gets no refund.`,
      )
    : i18n._(
        msg`After that, moving your course means paying the ${fee} course fee again, and a late cancellation gets no refund.`,
      );
}

/** The heading over the slot, for the kind of booking. */
export function slotHeading(kind: Kind, i18n: I18n): string {
  return kind === 'test' ? i18n._(msg`Your test`) : i18n._(msg`Your course`);
}

/** The times of day a change can ask for (the values sent stay the API's). */
export const PREFERRED_TIME_LABELS: Record<PreferredTime, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  any: msg({ comment: 'Time of day: no preference', message: 'Any time' }),
};

/** Why a change is needed, as the customer picks it (the values sent stay the API's). */
export const REQUEST_REASON_LABELS: Record<RequestReason, MessageDescriptor> = {
  'cannot-make-date': msg`I cannot make the date`,
  illness: msg`Illness`,
  work: msg({ comment: 'Reason for a new date: because of work', message: 'Work' }),
  other: msg`Something else`,
};
