import { confirmedDetailsSchema } from './confirmed-details';
import { expiryOfOccasion, slotOccasion, slotStart, testPassExpiresOn } from './reminder-times';
import { londonToUtc } from './calendar';
import { addDays } from '../validators/dates';

export const REMINDER_KINDS = [
  'slot-reminder',
  'card-expiry-reminder',
  'test-pass-expiry-reminder',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the rule reads of an order: the columns of `orders` it needs. */
export interface ReminderOrder {
  kind: string;
  status: string;
  fulfilmentStatus: string | null;
  confirmedDetails: unknown;
  remindersOffAt: Date | null;
  cardExpiresOn: string | null;
  personalDataErasedAt: Date | null;
}

export const isReminderKind = (kind: string): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

/** The end of a London day: the first instant of the next one. */
const endOfDay = (date: string) => londonToUtc(addDays(date, 1), '00:00');

/** Why a reminder about this order's state no longer fits it, or null when it still does. */
function stale(order: ReminderOrder, kind: ReminderKind, occasion: string, now: Date) {
  const parsed = confirmedDetailsSchema.safeParse(order.confirmedDetails);
  const confirmed = parsed.success ? parsed.data : undefined;
  switch (kind) {
    case 'slot-reminder': {
      if (order.fulfilmentStatus !== 'confirmed') return 'The booking is not waiting for its date';
      if (!confirmed || (confirmed.kind !== 'test' && confirmed.kind !== 'course-offline')) {
        return 'The booking has no slot';
      }
      if (slotOccasion(confirmed.date, confirmed.time) !== occasion) return 'The booking moved';
      if (slotStart(confirmed.date, confirmed.time) <= now) return 'The slot has passed';
      return null;
    }
    case 'card-expiry-reminder': {
      const expiresOn = expiryOfOccasion(occasion);
      if (order.cardExpiresOn !== expiresOn) return 'The card expiry date changed';
      if (endOfDay(expiresOn) <= now) return 'The card has expired';
      return null;
    }
    case 'test-pass-expiry-reminder': {
      if (order.fulfilmentStatus !== 'completed' || confirmed?.kind !== 'test') {
        return 'The test is not marked as taken';
      }
      if (confirmed.date !== occasion) return 'The test date changed';
      if (endOfDay(testPassExpiresOn(occasion)) <= now) return 'The test pass has run out';
      return null;
    }
  }
}

/**
 * Whether a reminder still goes, checked by each worker (email and text) just before it sends:
 * the reason it does not, or null. Any other message is not the rule's business (null). The
 * scheduling skips rows when things change too, but this check is what makes a reminder follow
 * the order as it is at the moment of sending, whatever was queued before.
 */
export function reminderSkipReason(
  found: { order: ReminderOrder },
  row: { kind: string; occasion: string },
  now: Date = new Date(),
): string | null {
  if (!isReminderKind(row.kind)) return null;
  const { order } = found;
  if (order.personalDataErasedAt) return "The order's personal data was erased";
  if (order.status !== 'paid') return 'The order is not paid';
  if (order.fulfilmentStatus === 'cancelled') return 'The order was cancelled';
  if (order.fulfilmentStatus === 'refunded') return 'The order was refunded';
  if (order.remindersOffAt) return 'Reminders are turned off for this booking';
  return stale(order, row.kind, row.occasion, now);
}
