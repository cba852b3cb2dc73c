import { msg } from '@lingui/core/macro';
import { CALENDAR_FILE_NAME } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { orders, people } from '../db/schema';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import { bookingCalendarIn, confirmedWordsIn } from '../i18n/order-words';
import { confirmedOf } from '../repositories/order-view';
import type { EmailAttachment } from './mailer';

type OrderRow = typeof orders.$inferSelect;
type PersonRow = Pick<typeof people.$inferSelect, 'firstName' | 'middleName' | 'lastName'>;

/**
 * What the 'confirmed' email says (issue 18): the booking in words, what to bring and when to
 * arrive, in the order's language. An order confirmed before staff recorded details keeps the
 * older, general words. `replacing`: the slot was changed, and its calendar file replaces the
 * event sent before (same UID, a higher SEQUENCE).
 */
export function confirmedLines(
  order: OrderRow,
  person: PersonRow,
  lang: Lang = langOf(order.locale),
  { replacing = false }: { replacing?: boolean } = {},
): string[] {
  const details = confirmedOf(order.confirmedDetails);
  if (!details) {
    return [
      order.kind === 'card'
        ? lang.t(msg`Your card application has been accepted and your card is on its way to you.`)
        : lang.t(msg`Your booking is confirmed.`),
    ];
  }
  const words = confirmedWordsIn(lang, details, fullName(person));
  return [
    words.headline,
    ...words.lines,
    ...(details.kind === 'card'
      ? []
      : replacing
        ? [
            lang.t(
              msg`A new calendar file is attached: open it to change the date in your calendar.`,
            ),
          ]
        : [lang.t(msg`A calendar file is attached: open it to add this date to your calendar.`)]),
  ];
}

/**
 * The booking's calendar file (RFC 5545), for a confirmed test or course, with its summary and
 * description in the order's language.
 */
export function confirmedAttachment(order: OrderRow, person: PersonRow): EmailAttachment | null {
  const details = confirmedOf(order.confirmedDetails);
  if (!details) return null;
  const calendar = bookingCalendarIn(langOf(order.locale), details, order, fullName(person));
  return calendar
    ? {
        filename: CALENDAR_FILE_NAME,
        content: calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }
    : null;
}
