import { confirmedWords, expiryOfOccasion, testPassExpiresOn } from '@site/domain/fulfilment';
import type { ReminderKind } from '@site/domain/fulfilment';
import { formatLongDate, fullName } from '@site/domain/format';
import { addDays, todayInLondon } from '@site/domain/validators';
import { confirmedOf, describeOrder, referenceOf } from '../repositories/order-view';
import { bookingStatusUrl } from './booking-link';
import type { ConfirmationInput } from './confirmation-email';
import type { EmailRenderer } from './email-worker';
import type { OutboxRow } from './outbox';
import { paragraphsEmail } from './paragraphs-email';

/** The site's pages a reminder sends the customer to (apps/web/app/config/paths.ts). */
const APPLY_CARD_PATH = '/apply-cscs-card';
const BOOK_TEST_PATH = '/book-citb-test';

const siteUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

interface ReminderWords {
  subject: string;
  lines: string[];
}

/** 'today', 'tomorrow' or the date in words: a reminder sent late still says the right day. */
function whenIs(date: string, now: Date): string {
  const today = todayInLondon(now);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${formatLongDate(date)}`;
}

function slotReminder(input: ConfirmationInput, now: Date): ReminderWords {
  const details = confirmedOf(input.order.confirmedDetails);
  // The worker's rule skips a slot reminder without a slot; this only keeps the types honest.
  if (!details || (details.kind !== 'test' && details.kind !== 'course-offline')) {
    throw new Error('A slot reminder needs a confirmed slot');
  }
  const words = confirmedWords(details, fullName(input.person));
  const what = details.kind === 'test' ? 'test' : 'course';
  const when = whenIs(details.date, now);
  return {
    subject: `Reminder: your ${what} is ${when}`,
    lines: [
      // The headline gives the date in full; 'tomorrow' is what a worker on site reads first.
      ...(when.startsWith('on ') ? [] : [`Your ${what} is ${when}.`]),
      words.headline,
      ...words.lines,
    ],
  };
}

function cardExpiryReminder(input: ConfirmationInput, row: OutboxRow): ReminderWords {
  const expiresOn = formatLongDate(expiryOfOccasion(row.occasion));
  return {
    subject: `Your CSCS card expires on ${expiresOn}`,
    lines: [
      `Your CSCS card expires on ${expiresOn}. Without a valid card you may be turned away from site.`,
      'Start your renewal in good time. Most cards need a CITB Health, Safety and Environment test passed in the last 2 years, and CSCS usually takes about 2 weeks to post a new card once it has accepted the application.',
      `Renew your card: ${siteUrl(input.publicBaseUrl, APPLY_CARD_PATH)}`,
      `Need the test first? Book it here: ${siteUrl(input.publicBaseUrl, BOOK_TEST_PATH)}`,
      'Renewed it already? Give us the new expiry date on your booking page, and we will remind you before that one instead.',
    ],
  };
}

function testPassReminder(input: ConfirmationInput, row: OutboxRow): ReminderWords {
  const until = formatLongDate(testPassExpiresOn(row.occasion));
  return {
    subject: `Your CITB test pass runs out on ${until}`,
    lines: [
      // Staff mark a test done once it is taken; its result is the candidate's to know.
      `You took your CITB test on ${formatLongDate(row.occasion)}. If you passed, the pass counts towards a CSCS card for 2 years, until ${until}.`,
      `If you still need a CSCS card, apply before then: ${siteUrl(input.publicBaseUrl, APPLY_CARD_PATH)}`,
      `After that date you would need to pass the test again: ${siteUrl(input.publicBaseUrl, BOOK_TEST_PATH)}`,
    ],
  };
}

/** A reminder (issue 19): its words, the booking's status page, and how to stop reminders. */
function renderReminder(kind: ReminderKind, now: () => Date = () => new Date()): EmailRenderer {
  return (input, row) => {
    const { order, person, supportEmail, publicBaseUrl, siteName = 'SafeSite Bookings' } = input;
    const words =
      kind === 'slot-reminder'
        ? slotReminder(input, now())
        : kind === 'card-expiry-reminder'
          ? cardExpiryReminder(input, row)
          : testPassReminder(input, row);
    const reference = referenceOf(order.id);
    const statusUrl = bookingStatusUrl(publicBaseUrl, order.id);
    return paragraphsEmail(`${words.subject} (reference ${reference})`, [
      `Dear ${person.firstName} ${person.lastName},`,
      ...words.lines,
      `Your booking: ${describeOrder(order)}, reference ${reference}. See where it stands: ${statusUrl}`,
      `To stop reminders for this booking, turn them off on that page. You need your reference and your date of birth.`,
      `Questions? Email ${supportEmail} and quote your reference ${reference}.`,
      `${siteName} is an independent booking service. It is not CITB or CSCS.`,
    ]);
  };
}

/** For the email worker's `renderers` option, beside the fulfilment steps' renderers. */
export const reminderRenderers: Record<ReminderKind, EmailRenderer> = {
  'slot-reminder': renderReminder('slot-reminder'),
  'card-expiry-reminder': renderReminder('card-expiry-reminder'),
  'test-pass-expiry-reminder': renderReminder('test-pass-expiry-reminder'),
};
