import { msg, plural } from '@lingui/core/macro';
import { ARRIVE_EARLY_MINUTES } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { formatLongDate, formatMoney } from '@site/domain/format';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import type { Lang } from '../i18n';
import { confirmedWordsIn } from '../i18n/order-words';
import { confirmedOf, referenceOf } from '../repositories/order-view';
import { CHANGED_MAX_PARTS, FROM, firstFitting, needRequest, placeOf } from './text-parts';
import type { OrderRow, SmsTextInput, TextedKind } from './text-parts';

/*
 * The texts in every language but English (issue 20). Most of them need characters outside
 * GSM-7 (ł, ș, ő, Cyrillic, Gurmukhi), so the whole text goes as UCS-2, 70 characters a part
 * (67 each when it is split): these say the same as the English in fewer words. Each kind lists
 * its versions from the fullest to the barest; the first that fits MAX_PARTS parts is sent, so a
 * long centre name or date costs the less needed words, never a fourth part.
 */

/** The most parts a text in another language than English may take. */
export const MAX_PARTS = 3;

type Version = (string | false | null | undefined)[];

const APPLY_CARD_PATH = '/apply-cscs-card';

/** The first version that fits MAX_PARTS parts, or the barest (the tests hold every one to it). */
function fitting(...versions: Version[]): string {
  return firstFitting(MAX_PARTS, ...versions);
}

const from = (sentence: string) => `${FROM}: ${sentence}`;

/** Twilio stops every text to a number that replies STOP: the keyword stays STOP in every language. */
const stopWords = (lang: Lang) =>
  lang.t(
    msg({
      comment:
        'The last sentence of a reminder text. Keep the word STOP in English: it is the keyword the phone network acts on.',
      message: 'Reply STOP to stop our texts.',
    }),
  );

/** A test centre by its name alone, for a text that has no room for the postcode. */
function shortPlaceOf(order: OrderRow, details: ConfirmedDetails | null): string | undefined {
  return details?.kind === 'test' ? details.centreName : placeOf(order, details);
}

/**
 * The ways a text may write a day, the fuller first: the long date ('poniedziałek, 28 września
 * 2026'), then the same without its weekday ('28 września 2026') for a text short of room.
 */
function dateForms(lang: Lang): ((date: string) => string)[] {
  const words = lang.dateWords;
  if (!words) return [lang.date];
  const pattern = words.pattern.replace(/\{weekday\}[,\s]*|[,\s]*\{weekday\}/, '');
  return [lang.date, (date) => formatLongDate(date, { ...words, pattern })];
}

/** Each combination of the forms of a day and of a place, from the fullest to the barest. */
function combinations<T>(dates: T[], places: (string | undefined)[]): [T, string][] {
  const distinct = [...new Set(places.map((place) => place ?? ''))];
  return dates.flatMap((date) => distinct.map((place): [T, string] => [date, place]));
}

/** 'Your test is on … at … at ….' for a confirmed test or classroom course. */
function slotSentence(lang: Lang, details: ConfirmedDetails, date: string, place: string) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') {
    // An online course's date or a card's reference: the email's words, which name no one.
    return confirmedWordsIn(lang, details, '').headline;
  }
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? lang.t(msg`Your test is on ${date} at ${time} at ${place}.`)
    : lang.t(msg`Your course is on ${date} at ${time} at ${place}.`);
}

/** The same, saying in the same sentence that it is confirmed. */
function confirmedSlotSentence(lang: Lang, details: ConfirmedDetails, date: string, place: string) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') {
    return confirmedWordsIn(lang, details, '').headline;
  }
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? lang.t(msg`Confirmed: your test is on ${date} at ${time} at ${place}.`)
    : lang.t(msg`Confirmed: your course is on ${date} at ${time} at ${place}.`);
}

/** The same, saying in the same sentence that it has been moved. */
function movedSlotSentence(lang: Lang, details: ConfirmedDetails, date: string, place: string) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') {
    return confirmedWordsIn(lang, details, '').headline;
  }
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? lang.t(msg`Moved as you asked: your test is now on ${date} at ${time} at ${place}.`)
    : lang.t(msg`Moved as you asked: your course is now on ${date} at ${time} at ${place}.`);
}

/** The same, saying in the same sentence that staff changed it. */
function changedSlotSentence(lang: Lang, details: ConfirmedDetails, date: string, place: string) {
  const time = 'time' in details ? lang.time(details.time) : '';
  return details.kind === 'test'
    ? lang.t(msg`Changed: your test is now on ${date} at ${time} at ${place}.`)
    : lang.t(msg`Changed: your course is now on ${date} at ${time} at ${place}.`);
}

/** The same without the place, for a text with room for the day and time only. */
function changedDaySentence(lang: Lang, details: ConfirmedDetails, date: string) {
  const time = 'time' in details ? lang.time(details.time) : '';
  return details.kind === 'test'
    ? lang.t(msg`Changed: your test is now on ${date} at ${time}.`)
    : lang.t(msg`Changed: your course is now on ${date} at ${time}.`);
}

/** The slot's day and place in their every form, fullest first. */
function slotForms(lang: Lang, order: OrderRow, details: ConfirmedDetails): [string, string][] {
  const day = 'date' in details ? details.date : '';
  return combinations(
    dateForms(lang).map((form) => (day ? form(day) : '')),
    [placeOf(order, details), shortPlaceOf(order, details)],
  );
}

const attends = (details: ConfirmedDetails | null) =>
  details?.kind === 'test' || details?.kind === 'course-offline';

function arriveEarly(lang: Lang): string {
  const minutes = String(ARRIVE_EARLY_MINUTES);
  return lang.t(msg`Arrive ${minutes} minutes early with photo ID.`);
}

function orderConfirmation(input: SmsTextInput, lang: Lang): string {
  const { order, statusUrl } = input;
  const { t } = lang;
  const amount = formatMoney(order.totalPence);
  const reference = referenceOf(order.id);
  const paid = t(msg`We have your payment of ${amount}, booking ${reference}.`);
  const next =
    order.kind === 'card'
      ? t(msg`We are sending your application to CSCS and will text you when they accept it.`)
      : order.kind === 'test'
        ? t(msg`We are booking your test now and will text you the date, time and centre.`)
        : t(msg`We are booking your place now and will text you when it is confirmed.`);
  return fitting([from(paid), next, statusUrl], [from(paid), statusUrl]);
}

function orderConfirmed(input: SmsTextInput, lang: Lang): string {
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  const details = confirmedOf(order.confirmedDetails);
  const confirmed = from(lang.t(msg`Booking ${reference} is confirmed.`));
  if (!details) return fitting([confirmed, statusUrl]);
  const early = attends(details) && arriveEarly(lang);
  const slots = slotForms(lang, order, details);
  const [[date, place] = ['', '']] = slots;
  return fitting(
    [confirmed, slotSentence(lang, details, date, place), early, statusUrl],
    [confirmed, slotSentence(lang, details, date, place), statusUrl],
    ...slots.map(([day, where]) => [
      from(confirmedSlotSentence(lang, details, day, where)),
      early,
      statusUrl,
    ]),
    ...slots.map(([day, where]) => [
      from(confirmedSlotSentence(lang, details, day, where)),
      statusUrl,
    ]),
  );
}

/**
 * A confirmed slot staff changed: that it changed, the new slot as far as CHANGED_MAX_PARTS
 * parts allow, and the link to the rest. At the barest, that it changed and the link.
 */
function orderChanged(input: SmsTextInput, lang: Lang): string {
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  const details = confirmedOf(order.confirmedDetails);
  const changed = from(lang.t(msg`Booking ${reference} has changed.`));
  if (!details) return firstFitting(CHANGED_MAX_PARTS, [changed, statusUrl]);
  const slots = slotForms(lang, order, details);
  const [[date, place] = ['', '']] = slots;
  return firstFitting(
    CHANGED_MAX_PARTS,
    [changed, slotSentence(lang, details, date, place), statusUrl],
    ...(attends(details)
      ? [
          ...slots.map(([day, where]) => [
            from(changedSlotSentence(lang, details, day, where)),
            statusUrl,
          ]),
          // The day and time matter most; the email and the link give the place.
          ...dateForms(lang).map((form) => [
            from(changedDaySentence(lang, details, form(details.date))),
            statusUrl,
          ]),
        ]
      : []),
    [changed, statusUrl],
  );
}

function orderCancelled(input: SmsTextInput, lang: Lang): string {
  const { order, statusUrl } = input;
  const { t } = lang;
  const reference = referenceOf(order.id);
  const cancelled =
    order.kind === 'test'
      ? t(msg`Your test, booking ${reference}, has been cancelled.`)
      : order.kind === 'card'
        ? t(msg`Your card application, booking ${reference}, has been cancelled.`)
        : t(msg`Your course, booking ${reference}, has been cancelled.`);
  const refund = t(msg`If a refund is due we will text you when it is made.`);
  return fitting([from(cancelled), refund, statusUrl], [from(cancelled), statusUrl]);
}

function orderRefunded(input: SmsTextInput, lang: Lang): string {
  const { order, row, statusUrl } = input;
  const amount = formatMoney(row.amountPence ?? order.refundedPence ?? order.totalPence);
  const reference = referenceOf(order.id);
  const refunded = lang.t(
    msg`We have refunded ${amount} for booking ${reference} to the card you paid with.`,
  );
  const when = lang.t(msg`It usually arrives in 5 to 10 working days.`);
  return fitting([from(refunded), when, statusUrl], [from(refunded), statusUrl]);
}

function requestReceived(input: SmsTextInput, lang: Lang): string {
  const request = needRequest(input);
  const reference = referenceOf(input.order.id);
  const asked =
    request.kind === 'cancel'
      ? lang.t(msg`We have your request to cancel booking ${reference}.`)
      : lang.t(msg`We have your request to move booking ${reference} to another date.`);
  const later = lang.t(msg`We will text you when it is done.`);
  return fitting([from(asked), later, input.statusUrl], [from(asked), input.statusUrl]);
}

function requestDone(input: SmsTextInput, lang: Lang): string {
  const request = needRequest(input);
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  if (request.kind === 'cancel') {
    const cancelled = from(lang.t(msg`Booking ${reference} is cancelled, as you asked.`));
    const refund = lang.t(msg`If a refund is due we will text you when it is made.`);
    return fitting([cancelled, refund, statusUrl], [cancelled, statusUrl]);
  }
  const moved = from(lang.t(msg`Booking ${reference} has been moved, as you asked.`));
  const details = confirmedOf(order.confirmedDetails);
  if (!details) return fitting([moved, lang.t(msg`We will text you the new date.`), statusUrl]);
  const slots = slotForms(lang, order, details);
  const [[date, place] = ['', '']] = slots;
  return fitting(
    [moved, slotSentence(lang, details, date, place), statusUrl],
    ...slots.map(([day, where]) => [from(movedSlotSentence(lang, details, day, where)), statusUrl]),
  );
}

function requestDeclined(input: SmsTextInput, lang: Lang): string {
  const request = needRequest(input);
  const reference = referenceOf(input.order.id);
  const declined =
    request.kind === 'cancel'
      ? lang.t(msg`We could not cancel booking ${reference} as you asked.`)
      : lang.t(msg`We could not move booking ${reference} as you asked.`);
  const stays = lang.t(msg`Your booking stays as it was. Why, and what you can do:`);
  return fitting([from(declined), stays, input.statusUrl]);
}

function slotReminder(input: SmsTextInput, lang: Lang): string {
  const { order, row, statusUrl, today } = input;
  const [day = '', start = ''] = row.occasion.split('T');
  if (!day || !start) throw new Error('A slot reminder needs its slot as its occasion');
  const { t } = lang;
  const tomorrow = addDays(today ?? todayInLondon(), 1) === day;
  const time = lang.time(start);
  const test = order.kind === 'test';
  const details = confirmedOf(order.confirmedDetails);
  const slots = combinations(
    dateForms(lang).map((form) => form(day)),
    [placeOf(order, details), shortPlaceOf(order, details)],
  );
  const withDate = ([date, place]: [string, string]) =>
    test
      ? tomorrow
        ? t(msg`Your CITB test is tomorrow, ${date}, at ${time} at ${place}.`)
        : t(msg`Your CITB test is on ${date} at ${time} at ${place}.`)
      : tomorrow
        ? t(msg`Your course is tomorrow, ${date}, at ${time} at ${place}.`)
        : t(msg`Your course is on ${date} at ${time} at ${place}.`);
  const withoutDate = (place: string) =>
    test
      ? t(msg`Your CITB test is tomorrow at ${time} at ${place}.`)
      : t(msg`Your course is tomorrow at ${time} at ${place}.`);
  // 'Tomorrow' says the day well enough, where the date does not fit beside it.
  const sentences = [
    ...slots.map(withDate),
    ...(tomorrow ? [...new Set(slots.map(([, place]) => place))].map(withoutDate) : []),
  ];
  const minutes = String(ARRIVE_EARLY_MINUTES);
  const bring = t(msg`Bring photo ID and arrive ${minutes} minutes early.`);
  const stop = stopWords(lang);
  return fitting(
    ...sentences.map((sentence) => [from(sentence), bring, statusUrl, stop]),
    ...sentences.map((sentence) => [from(sentence), statusUrl, stop]),
  );
}

function cardExpiryReminder(input: SmsTextInput, lang: Lang): string {
  const { row } = input;
  const match = /^(6m|1m):(\d{4}-\d{2}-\d{2})$/.exec(row.occasion);
  if (!match) throw new Error('A card expiry reminder needs 6m: or 1m: and the expiry date');
  const [, ahead, expiresOn] = match as unknown as [string, '6m' | '1m', string];
  const { t } = lang;
  const months = ahead === '6m' ? 6 : 1;
  const expires = dateForms(lang).map((form) => {
    const date = form(expiresOn);
    return t(
      msg`Your CSCS card runs out on ${date}, in ${plural(months, { one: '# month', other: '# months' })}.`,
    );
  });
  return withCardLink(input, lang, expires, (url) => t(msg`Renew it here: ${url}`));
}

/**
 * A card reminder: the first of `sentences` (longest first) that fits, then the card
 * application's link with `invitation` around it, the booking's reference and status link,
 * and the stop words; dropping the status link, then the invitation's words, to fit.
 */
function withCardLink(
  { order, statusUrl, publicBaseUrl }: SmsTextInput,
  lang: Lang,
  sentences: string[],
  invitation: (url: string) => string,
): string {
  const { t } = lang;
  const url = `${publicBaseUrl.replace(/\/+$/, '')}${lang.path(APPLY_CARD_PATH)}`;
  const invite = invitation(url);
  const reference = referenceOf(order.id);
  const booking = t(msg`Booking ${reference}: ${statusUrl}`);
  const bookingOnly = t(msg`Booking ${reference}.`);
  const stop = stopWords(lang);
  return fitting(
    ...sentences.map((sentence) => [from(sentence), invite, booking, stop]),
    ...sentences.map((sentence) => [from(sentence), invite, bookingOnly, stop]),
    ...sentences.map((sentence) => [from(sentence), url, bookingOnly, stop]),
  );
}

function testPassReminder(input: SmsTextInput, lang: Lang): string {
  const { row } = input;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.occasion)) {
    throw new Error('A test pass reminder needs the test date as its occasion');
  }
  const { t } = lang;
  // A CITB HS&E test pass counts for a CSCS card application for 2 years from the test.
  const forms = dateForms(lang);
  const withTestDate = (form: (date: string) => string) => {
    const taken = form(row.occasion);
    const until = form(addMonths(row.occasion, 24));
    return t(msg`Your CITB test pass from ${taken} is valid for a CSCS card until ${until}.`);
  };
  const untilOnly = (form: (date: string) => string) => {
    const until = form(addMonths(row.occasion, 24));
    return t(msg`Your CITB test pass is valid for a CSCS card until ${until}.`);
  };
  const sentences = [withTestDate(forms[0]!), ...forms.map(untilOnly)];
  return withCardLink(input, lang, sentences, (url) => t(msg`Apply in time: ${url}`));
}

/** One renderer for each kind that goes by text, for every language but English. */
export const SHORT_TEXTS: Record<TextedKind, (input: SmsTextInput, lang: Lang) => string> = {
  'order-confirmation': orderConfirmation,
  'order-confirmed': orderConfirmed,
  'order-changed': orderChanged,
  'order-cancelled': orderCancelled,
  'order-refunded': orderRefunded,
  'change-request-received': requestReceived,
  'change-request-done': requestDone,
  'change-request-declined': requestDeclined,
  'slot-reminder': slotReminder,
  'card-expiry-reminder': cardExpiryReminder,
  'test-pass-expiry-reminder': testPassReminder,
};
