import { ARRIVE_EARLY_MINUTES, confirmedWords } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { formatLongDate, formatMoney, formatTime } from '@site/domain/format';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import { confirmedOf, describeOrder, referenceOf } from '../repositories/order-view';
import { ENGLISH, langOf } from '../i18n';
import { SHORT_TEXTS } from './short-texts';
import type { Versions } from './short-texts';
import {
  FROM,
  applicationReferenceOf,
  fitting,
  needRequest,
  placeForms,
  sentences,
} from './text-parts';
import type { OrderRow, SmsRenderer, SmsTextInput, TextedKind } from './text-parts';

export type { SmsRenderer, SmsTextInput, TextedKind } from './text-parts';

// Twilio stops every text to a number that replies STOP, so the words promise no less.
const STOP = 'Reply STOP to stop our texts';
const APPLY_CARD_PATH = '/apply-cscs-card';

const thing = (order: OrderRow) =>
  order.kind === 'test' ? 'test' : order.kind === 'card' ? 'card application' : 'course';

function nextStep(order: OrderRow): string {
  if (order.kind === 'card')
    return 'We are sending your application to CSCS and will text you when they accept it.';
  if (order.kind === 'test')
    return 'We are booking your test now and will text you the date, time and centre.';
  return 'We are booking your place now and will text you when it is confirmed.';
}

/** The fullest form of where a test or classroom course takes place (placeForms). */
const placeOf = (order: OrderRow, details: ConfirmedDetails | null): string | undefined =>
  placeForms(order, details)[0];

/**
 * The confirmed booking in one sentence. A test or classroom course names its place by centre
 * (or venue) and postcode rather than the full address the email gives, to keep the text short.
 * A card's reference is left out when it is longer than its bound (TEXT_BOUNDS).
 */
function confirmedSentence(order: OrderRow, details: ConfirmedDetails): string {
  if (details.kind === 'test' || details.kind === 'course-offline') {
    const when = `${formatLongDate(details.date)} at ${formatTime(details.time)}`;
    return `Your ${thing(order)} is on ${when} at ${placeOf(order, details)}.`;
  }
  if (details.kind === 'card' && !applicationReferenceOf(details)) {
    return 'CSCS has accepted your card application.';
  }
  // An online course's date or a card's reference: the email's words, which name no one.
  return confirmedWords(details, '').headline;
}

/** A confirmed slot staff changed: the new slot and when to arrive, then the link. */
function changedText({ order, statusUrl }: SmsTextInput): string {
  const details = confirmedOf(order.confirmedDetails);
  const attend = details?.kind === 'test' || details?.kind === 'course-offline';
  return sentences(
    `${FROM}: booking ${referenceOf(order.id)} has changed.`,
    details && changedSentence(order, details),
    attend && `Arrive ${ARRIVE_EARLY_MINUTES} minutes early with photo ID.`,
    `Details: ${statusUrl}`,
  );
}

/** The new slot in one sentence, as confirmedSentence says the first. */
function changedSentence(order: OrderRow, details: ConfirmedDetails): string {
  if (details.kind === 'test' || details.kind === 'course-offline') {
    const when = `${formatLongDate(details.date)} at ${formatTime(details.time)}`;
    return `Your ${thing(order)} is now on ${when} at ${placeOf(order, details)}.`;
  }
  return confirmedSentence(order, details);
}

function confirmedText({ order, statusUrl }: SmsTextInput): string {
  const reference = referenceOf(order.id);
  const details = confirmedOf(order.confirmedDetails);
  const attend = details?.kind === 'test' || details?.kind === 'course-offline';
  return sentences(
    `${FROM}: booking ${reference} is confirmed.`,
    details && confirmedSentence(order, details),
    attend && `Arrive ${ARRIVE_EARLY_MINUTES} minutes early with photo ID.`,
    `Details: ${statusUrl}`,
  );
}

function slotReminder({ order, row, statusUrl, today }: SmsTextInput): string {
  const [date = '', time = ''] = row.occasion.split('T');
  if (!date || !time) throw new Error('A slot reminder needs its slot as its occasion');
  const tomorrow = addDays(today ?? todayInLondon(), 1) === date;
  const when = `${tomorrow ? 'tomorrow, ' : 'on '}${formatLongDate(date)} at ${formatTime(time)}`;
  const place = placeOf(order, confirmedOf(order.confirmedDetails));
  return sentences(
    `${FROM}: your ${order.kind === 'test' ? 'CITB test' : 'course'} is ${when}${place ? ` at ${place}` : ''}.`,
    `Bring photo ID and arrive ${ARRIVE_EARLY_MINUTES} minutes early.`,
    `Booking ${referenceOf(order.id)}: ${statusUrl}`,
    STOP,
  );
}

function cardExpiryReminder({ order, row, statusUrl, publicBaseUrl }: SmsTextInput): string {
  const match = /^(6m|1m):(\d{4}-\d{2}-\d{2})$/.exec(row.occasion);
  if (!match) throw new Error('A card expiry reminder needs 6m: or 1m: and the expiry date');
  const [, ahead, expiresOn] = match as unknown as [string, '6m' | '1m', string];
  return sentences(
    `${FROM}: your CSCS card runs out on ${formatLongDate(expiresOn)}, in ${ahead === '6m' ? '6 months' : '1 month'}.`,
    `Renew it here: ${publicBaseUrl.replace(/\/+$/, '')}${APPLY_CARD_PATH}`,
    `Booking ${referenceOf(order.id)}: ${statusUrl}`,
    STOP,
  );
}

function testPassExpiryReminder({ order, row, statusUrl, publicBaseUrl }: SmsTextInput): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.occasion)) {
    throw new Error('A test pass reminder needs the test date as its occasion');
  }
  // A CITB HS&E test pass counts for a CSCS card application for 2 years from the test.
  return sentences(
    `${FROM}: your CITB test pass from ${formatLongDate(row.occasion)} is valid for a CSCS card until ${formatLongDate(addMonths(row.occasion, 24))}.`,
    `Apply in time: ${publicBaseUrl.replace(/\/+$/, '')}${APPLY_CARD_PATH}`,
    `Booking ${referenceOf(order.id)}: ${statusUrl}`,
    STOP,
  );
}

/** The English texts, one renderer for each kind that goes by text (TEXTED_KINDS). */
const ENGLISH_TEXTS: Record<TextedKind, SmsRenderer> = {
  'order-confirmation': ({ order, statusUrl }) =>
    sentences(
      `${FROM}: we have your payment of ${formatMoney(order.totalPence)} for ${describeOrder(order)}, booking ${referenceOf(order.id)}.`,
      nextStep(order),
      `Status: ${statusUrl}`,
    ),
  'order-confirmed': confirmedText,
  'order-changed': changedText,
  'order-cancelled': ({ order, statusUrl }) =>
    sentences(
      `${FROM}: your ${thing(order)}, booking ${referenceOf(order.id)}, has been cancelled.`,
      'If a refund is due we will text you when it is made.',
      `Details: ${statusUrl}`,
    ),
  'order-refunded': ({ order, row, statusUrl }) =>
    sentences(
      `${FROM}: we have refunded ${formatMoney(row.amountPence ?? order.refundedPence ?? order.totalPence)} for booking ${referenceOf(order.id)} to the card you paid with.`,
      'It usually arrives in 5 to 10 working days.',
      `Details: ${statusUrl}`,
    ),
  'change-request-received': (input) => {
    const request = needRequest(input);
    const reference = referenceOf(input.order.id);
    return sentences(
      request.kind === 'cancel'
        ? `${FROM}: we have your request to cancel booking ${reference}.`
        : `${FROM}: we have your request to move booking ${reference} to another date.`,
      'We will text you when it is done.',
      `Status: ${input.statusUrl}`,
    );
  },
  'change-request-done': (input) => {
    const request = needRequest(input);
    const reference = referenceOf(input.order.id);
    if (request.kind === 'cancel') {
      return sentences(
        `${FROM}: booking ${reference} is cancelled, as you asked.`,
        'If a refund is due we will text you when it is made.',
        `Details: ${input.statusUrl}`,
      );
    }
    const details = confirmedOf(input.order.confirmedDetails);
    return sentences(
      `${FROM}: booking ${reference} has been moved, as you asked.`,
      details ? confirmedSentence(input.order, details) : 'We will text you the new date.',
      `Details: ${input.statusUrl}`,
    );
  },
  'change-request-declined': (input) => {
    const request = needRequest(input);
    return sentences(
      `${FROM}: we could not ${request.kind === 'cancel' ? 'cancel' : 'move'} booking ${referenceOf(input.order.id)} as you asked.`,
      'Your booking stays as it was. Why, and what you can do:',
      input.statusUrl,
    );
  },
  'slot-reminder': slotReminder,
  'card-expiry-reminder': cardExpiryReminder,
  'test-pass-expiry-reminder': testPassExpiryReminder,
};

/**
 * One renderer for each kind that goes by text (TEXTED_KINDS), in the order's language (issue
 * 20): English as above; every other language in its catalogue's words (short-texts.ts). Both
 * go through `fitting`, which sends the first version that fits 2 segments: an English text
 * falls back to the catalogue's barer English only when a value typed by staff (a venue in
 * Polish, say) makes it UCS-2, where 2 segments hold 134 characters instead of 306.
 */
export const SMS_TEXTS: Record<TextedKind, SmsRenderer> = Object.fromEntries(
  Object.entries(ENGLISH_TEXTS).map(([kind, english]) => [
    kind,
    (input: SmsTextInput) => {
      const lang = langOf(input.order.locale);
      const versions: Versions = SHORT_TEXTS[kind as TextedKind](input, lang);
      return lang === ENGLISH ? fitting([english(input)], ...versions) : fitting(...versions);
    },
  ]),
) as Record<TextedKind, SmsRenderer>;
