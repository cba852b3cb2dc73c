import { msg } from '@lingui/core/macro';
import { expiryOfOccasion, testPassExpiresOn } from '@site/domain/fulfilment';
import type { ReminderKind } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import { addDays, todayInLondon } from '@site/domain/validators';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import {
  confirmedWordsIn,
  describeOrderIn,
  greetingWords,
  independentWords,
  questionsWords,
} from '../i18n/order-words';
import { confirmedOf, referenceOf } from '../repositories/order-view';
import { bookingStatusUrl } from './booking-link';
import type { ConfirmationInput } from './confirmation-email';
import type { EmailRenderer } from './email-worker';
import type { OutboxRow } from './outbox';
import { paragraphsEmail } from './paragraphs-email';

/** The site's pages a reminder sends the customer to (apps/web/app/config/paths.ts). */
const APPLY_CARD_PATH = '/apply-cscs-card';
const BOOK_TEST_PATH = '/book-citb-test';

/** A page of the site in the order's language: '/pl/apply-cscs-card'. */
const siteUrl = (lang: Lang, base: string, path: string) =>
  `${base.replace(/\/+$/, '')}${lang.path(path)}`;

interface ReminderWords {
  subject: string;
  lines: string[];
}

/** 'today', 'tomorrow' or the date: a reminder sent late still says the right day. */
function dayOf(date: string, now: Date): 'today' | 'tomorrow' | 'later' {
  const today = todayInLondon(now);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return 'later';
}

function slotReminder(lang: Lang, input: ConfirmationInput, now: Date): ReminderWords {
  const { t } = lang;
  const details = confirmedOf(input.order.confirmedDetails);
  // The worker's rule skips a slot reminder without a slot; this only keeps the types honest.
  if (!details || (details.kind !== 'test' && details.kind !== 'course-offline')) {
    throw new Error('A slot reminder needs a confirmed slot');
  }
  const words = confirmedWordsIn(lang, details, fullName(input.person));
  const test = details.kind === 'test';
  const day = dayOf(details.date, now);
  const date = lang.date(details.date);
  const subject = test
    ? day === 'today'
      ? t(msg`Reminder: your test is today`)
      : day === 'tomorrow'
        ? t(msg`Reminder: your test is tomorrow`)
        : t(msg`Reminder: your test is on ${date}`)
    : day === 'today'
      ? t(msg`Reminder: your course is today`)
      : day === 'tomorrow'
        ? t(msg`Reminder: your course is tomorrow`)
        : t(msg`Reminder: your course is on ${date}`);
  // The headline gives the date in full; 'tomorrow' is what a worker on site reads first.
  const first =
    day === 'later'
      ? []
      : [
          test
            ? day === 'today'
              ? t(msg`Your test is today.`)
              : t(msg`Your test is tomorrow.`)
            : day === 'today'
              ? t(msg`Your course is today.`)
              : t(msg`Your course is tomorrow.`),
        ];
  return { subject, lines: [...first, words.headline, ...words.lines] };
}

function cardExpiryReminder(lang: Lang, input: ConfirmationInput, row: OutboxRow): ReminderWords {
  const { t } = lang;
  const expiresOn = lang.date(expiryOfOccasion(row.occasion));
  const renewUrl = siteUrl(lang, input.publicBaseUrl, APPLY_CARD_PATH);
  const testUrl = siteUrl(lang, input.publicBaseUrl, BOOK_TEST_PATH);
  return {
    subject: t(msg`Your CSCS card expires on ${expiresOn}`),
    lines: [
      t(
        msg`Your CSCS card expires on ${expiresOn}. Without a valid card you may be turned away from site.`,
      ),
      t(
        msg`Start your renewal in good time. Most cards need a CITB Health, Safety and Environment test passed in the last 2 years, and CSCS usually takes about 2 weeks to post a new card once it has accepted the application.`,
      ),
      t(msg`Renew your card: ${renewUrl}`),
      t(msg`Need the test first? Book it here: ${testUrl}`),
      t(
        msg`Renewed it already? Give us the new expiry date on your booking page, and we will remind you before that one instead.`,
      ),
    ],
  };
}

function testPassReminder(lang: Lang, input: ConfirmationInput, row: OutboxRow): ReminderWords {
  const { t } = lang;
  const until = lang.date(testPassExpiresOn(row.occasion));
  const taken = lang.date(row.occasion);
  const applyUrl = siteUrl(lang, input.publicBaseUrl, APPLY_CARD_PATH);
  const testUrl = siteUrl(lang, input.publicBaseUrl, BOOK_TEST_PATH);
  return {
    subject: t(msg`Your CITB test pass runs out on ${until}`),
    lines: [
      // Staff mark a test done once it is taken; its result is the candidate's to know.
      t(
        msg`You took your CITB test on ${taken}. If you passed, the pass counts towards a CSCS card for 2 years, until ${until}.`,
      ),
      t(
        msg`If you used it for your first CSCS Labourer card, it counts for 3 years, so you can use it again to renew that card.`,
      ),
      t(msg`If you still need a CSCS card, apply before then: ${applyUrl}`),
      t(msg`After that date you would need to pass the test again: ${testUrl}`),
    ],
  };
}

/**
 * A reminder (issue 19): its words, the booking's status page, and how to stop reminders, in
 * the order's language.
 */
function renderReminder(kind: ReminderKind, now: () => Date = () => new Date()): EmailRenderer {
  return (input, row) => {
    const { order, person, supportEmail, publicBaseUrl, siteName = 'SafeSite Bookings' } = input;
    const lang = langOf(order.locale);
    const words =
      kind === 'slot-reminder'
        ? slotReminder(lang, input, now())
        : kind === 'card-expiry-reminder'
          ? cardExpiryReminder(lang, input, row)
          : testPassReminder(lang, input, row);
    const reference = referenceOf(order.id);
    const statusUrl = bookingStatusUrl(publicBaseUrl, order.id, lang.locale);
    const subject = words.subject;
    const description = describeOrderIn(lang, order);
    return paragraphsEmail(
      lang.t(
        msg({
          comment: 'A reminder email’s subject; {subject} says what it is about',
          message: `${subject} (reference ${reference})`,
        }),
      ),
      [
        greetingWords(lang, `${person.firstName} ${person.lastName}`),
        ...words.lines,
        lang.t(
          msg`Your booking: ${description}, reference ${reference}. See where it stands: ${statusUrl}`,
        ),
        lang.t(
          msg`To stop reminders for this booking, turn them off on that page. You need your reference and your date of birth.`,
        ),
        questionsWords(lang, supportEmail, reference),
        independentWords(lang, siteName),
      ],
      lang.htmlLang,
    );
  };
}

/** For the email worker's `renderers` option, beside the fulfilment steps' renderers. */
export const reminderRenderers: Record<ReminderKind, EmailRenderer> = {
  'slot-reminder': renderReminder('slot-reminder'),
  'card-expiry-reminder': renderReminder('card-expiry-reminder'),
  'test-pass-expiry-reminder': renderReminder('test-pass-expiry-reminder'),
};
