import { getCentreById } from '@site/domain/catalogue';
import { ARRIVE_EARLY_MINUTES, confirmedWords } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { formatLongDate, formatMoney, formatTime } from '@site/domain/format';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import type { changeRequests, orders } from '../db/schema';
import type { EmailKind, OutboxRow } from '../email/outbox';
import { confirmedOf, describeOrder, referenceOf } from '../repositories/order-view';
import type { CourseDetails, TestDetails } from '../repositories/order-view';

type OrderRow = typeof orders.$inferSelect;
type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** What a text is built from; the customer's name is left out, so texts stay GSM-7. */
export interface SmsTextInput {
  order: OrderRow;
  row: OutboxRow;
  /** The booking's status page (bookingStatusUrl): every text links to it. */
  statusUrl: string;
  publicBaseUrl: string;
  /** The request a change-request-* text answers (the row's occasion). */
  changeRequest?: ChangeRequestRow | null;
  /** London's today, 'YYYY-MM-DD': a reminder says "tomorrow" only when it is. */
  today?: string;
}

export type SmsRenderer = (input: SmsTextInput) => string;

export type TextedKind = Extract<
  EmailKind,
  | 'order-confirmation'
  | 'order-confirmed'
  | 'order-cancelled'
  | 'order-refunded'
  | 'change-request-received'
  | 'change-request-done'
  | 'change-request-declined'
  | 'slot-reminder'
  | 'card-expiry-reminder'
  | 'test-pass-expiry-reminder'
>;

const FROM = 'SafeSite Bookings';
// Twilio stops every text to a number that replies STOP, so the words promise no less.
const STOP = 'Reply STOP to stop our texts';
const APPLY_CARD_PATH = '/apply-cscs-card';

const sentences = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' ');

const thing = (order: OrderRow) =>
  order.kind === 'test' ? 'test' : order.kind === 'card' ? 'card application' : 'course';

function nextStep(order: OrderRow): string {
  if (order.kind === 'card')
    return 'We are sending your application to CSCS and will text you when they accept it.';
  if (order.kind === 'test')
    return 'We are booking your test now and will text you the date, time and centre.';
  return 'We are booking your place now and will text you when it is confirmed.';
}

/** The last part of an address written "…, Town, LS12 1AW": its postcode. */
const lastPart = (address: string) => address.split(',').pop()!.trim();

/** Where a test or classroom course takes place, in few words: the centre or venue, postcode. */
function placeOf(order: OrderRow, details: ConfirmedDetails | null): string | undefined {
  if (details?.kind === 'test') return `${details.centreName}, ${lastPart(details.centreAddress)}`;
  if (details?.kind === 'course-offline') return details.venueAddress;
  if (order.kind === 'test') {
    const centre = getCentreById((order.details as TestDetails).location);
    return centre ? `${centre.name}, ${centre.postcode}` : undefined;
  }
  const course = order.details as CourseDetails;
  return course.locationAddress ?? course.locationName;
}

/**
 * The confirmed booking in one sentence. A test or classroom course names its place by centre
 * (or venue) and postcode rather than the full address the email gives, to keep the text short.
 */
function confirmedSentence(order: OrderRow, details: ConfirmedDetails): string {
  if (details.kind === 'test' || details.kind === 'course-offline') {
    const when = `${formatLongDate(details.date)} at ${formatTime(details.time)}`;
    return `Your ${thing(order)} is on ${when} at ${placeOf(order, details)}.`;
  }
  // An online course's date or a card's reference: the email's words, which name no one.
  return confirmedWords(details, '').headline;
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

function needRequest(input: SmsTextInput): ChangeRequestRow {
  if (!input.changeRequest) throw new Error('No change request for this text');
  return input.changeRequest;
}

/** One renderer for each kind that goes by text (TEXTED_KINDS). */
export const SMS_TEXTS: Record<TextedKind, SmsRenderer> = {
  'order-confirmation': ({ order, statusUrl }) =>
    sentences(
      `${FROM}: we have your payment of ${formatMoney(order.totalPence)} for ${describeOrder(order)}, booking ${referenceOf(order.id)}.`,
      nextStep(order),
      `Status: ${statusUrl}`,
    ),
  'order-confirmed': confirmedText,
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
