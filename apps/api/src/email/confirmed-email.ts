import { CALENDAR_FILE_NAME, bookingCalendar, confirmedWords } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { orders, people } from '../db/schema';
import { confirmedOf, describeOrder } from '../repositories/order-view';
import type { EmailAttachment } from './mailer';

type OrderRow = typeof orders.$inferSelect;
type PersonRow = Pick<typeof people.$inferSelect, 'firstName' | 'middleName' | 'lastName'>;

/**
 * What the 'confirmed' email says (issue 18): the booking in words, what to bring and when to
 * arrive. An order confirmed before staff recorded details keeps the older, general words.
 */
export function confirmedLines(order: OrderRow, person: PersonRow): string[] {
  const details = confirmedOf(order.confirmedDetails);
  if (!details) {
    return [
      order.kind === 'card'
        ? 'Your card application has been accepted and your card is on its way to you.'
        : 'Your booking is confirmed.',
    ];
  }
  const words = confirmedWords(details, fullName(person));
  return [
    words.headline,
    ...words.lines,
    ...(details.kind === 'card'
      ? []
      : ['A calendar file is attached: open it to add this date to your calendar.']),
  ];
}

/** The booking's calendar file (RFC 5545), for a confirmed test or course. */
export function confirmedAttachment(order: OrderRow, person: PersonRow): EmailAttachment | null {
  const details = confirmedOf(order.confirmedDetails);
  if (!details) return null;
  const calendar = bookingCalendar(
    details,
    { id: order.id, description: describeOrder(order) },
    fullName(person),
  );
  return calendar
    ? {
        filename: CALENDAR_FILE_NAME,
        content: calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }
    : null;
}
