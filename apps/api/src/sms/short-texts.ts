import { msg, plural } from '@lingui/core/macro';
import { ARRIVE_EARLY_MINUTES } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { formatMoney } from '@site/domain/format';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import type { Lang } from '../i18n';
import { confirmedWordsIn } from '../i18n/order-words';
import { confirmedOf, referenceOf } from '../repositories/order-view';
import { FROM, applicationReferenceOf, dateForms, needRequest, placeForms } from './text-parts';
import type { OrderRow, SmsTextInput, TextedKind } from './text-parts';

/*
 * The texts in the catalogue's words (decision 026): every language but English, and English's own
 * fallbacks when a value typed by staff makes an English text UCS-2 (sms-texts.ts). Most
 * languages need characters outside GSM-7 (ł, ș, ő, Cyrillic, Gurmukhi), so the whole text goes
 * as UCS-2: 2 segments hold 134 characters, of which the sender's name and the status link take
 * about 80. Each kind lists its versions from the fullest to the barest, each value in its
 * forms from the fullest to the barest (a day in words, then in digits; a centre by name, then
 * by town); `fitting` (text-parts.ts) sends the first that fits 2 segments. The barest versions
 * say the same in the fewest words: the tests hold every one, with every value at its longest,
 * to 2 segments in every language.
 */

/** The versions of a text, fullest first: each a list of its sentences. */
export type Versions = (string | false | null | undefined)[][];

const APPLY_CARD_PATH = '/apply-cscs-card';

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

/** The same, saying in the same sentence that it is confirmed: the fuller words, then the terse. */
function confirmedSlotSentences(lang: Lang, details: ConfirmedDetails, [date, place]: Slot) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') return [];
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? [
        lang.t(msg`Confirmed: your test is on ${date} at ${time} at ${place}.`),
        lang.t(msg`Test confirmed: ${date}, ${time}, ${place}.`),
      ]
    : [
        lang.t(msg`Confirmed: your course is on ${date} at ${time} at ${place}.`),
        lang.t(msg`Course confirmed: ${date}, ${time}, ${place}.`),
      ];
}

/** The same, saying in the same sentence that it has been moved: the fuller words, then the terse. */
function movedSlotSentences(lang: Lang, details: ConfirmedDetails, [date, place]: Slot) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') return [];
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? [
        lang.t(msg`Moved as you asked: your test is now on ${date} at ${time} at ${place}.`),
        lang.t(msg`Test moved to ${date}, ${time}, ${place}.`),
      ]
    : [
        lang.t(msg`Moved as you asked: your course is now on ${date} at ${time} at ${place}.`),
        lang.t(msg`Course moved to ${date}, ${time}, ${place}.`),
      ];
}

/** The same, saying that staff changed it. */
function changedSlotSentences(lang: Lang, details: ConfirmedDetails, [date, place]: Slot) {
  if (details.kind !== 'test' && details.kind !== 'course-offline') return [];
  const time = lang.time(details.time);
  return details.kind === 'test'
    ? [lang.t(msg`Changed: your test is now on ${date} at ${time} at ${place}.`)]
    : [lang.t(msg`Changed: your course is now on ${date} at ${time} at ${place}.`)];
}

/** A day and a place, as a text writes them. */
type Slot = [date: string, place: string];

/** The slot's days and places, each in its forms from the fullest to the barest. */
function slotForms(lang: Lang, order: OrderRow, details: ConfirmedDetails) {
  const day = 'date' in details ? details.date : '';
  const places = placeForms(order, details);
  return {
    dates: dateForms(lang).map((form) => (day ? form(day) : '')),
    places: places.length ? places : [''],
  };
}

/**
 * A slot's sentences in all their forms, fullest first: for each form of the place (a shorter
 * one says less), each wording (`wordings`, the fuller first), each form of the day (in digits
 * it says as much as in words).
 */
function slotSentences(dates: string[], places: string[], wordings: (slot: Slot) => string[]) {
  return places
    .flatMap((place) => {
      const table = dates.map((date) => wordings([date, place]));
      const count = Math.max(0, ...table.map((row) => row.length));
      return Array.from({ length: count }, (_, i) => table.map((row) => row[i]!));
    })
    .flat();
}

const attends = (details: ConfirmedDetails | null) =>
  details?.kind === 'test' || details?.kind === 'course-offline';

function arriveEarly(lang: Lang): string {
  const minutes = String(ARRIVE_EARLY_MINUTES);
  return lang.t(msg`Arrive ${minutes} minutes early with photo ID.`);
}

function orderConfirmation(input: SmsTextInput, lang: Lang): Versions {
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
  return [
    [from(paid), next, statusUrl],
    [from(paid), statusUrl],
  ];
}

/**
 * A confirmed online course or card after `head` (confirmed, or moved), in its versions: the
 * email's words, then shorter ones, then those without `head`. The slots are orderConfirmed's.
 */
function confirmedOther(lang: Lang, details: ConfirmedDetails, head: string, url: string) {
  const { t } = lang;
  if (details.kind === 'course-online') {
    const ready = dateForms(lang).map((form) => {
      const date = form(details.date);
      return t(msg`Your online course is ready. Final assessment: ${date}.`);
    });
    return [
      [head, slotSentence(lang, details, '', ''), url],
      ...ready.map((sentence) => [head, sentence, url]),
      ...ready.map((sentence) => [from(sentence), url]),
    ];
  }
  const reference = applicationReferenceOf(details);
  const accepted = t(msg`CSCS has accepted your card application.`);
  return [
    reference && [head, slotSentence(lang, details, '', ''), url],
    reference && [
      from(t(msg`CSCS has accepted your card application, reference ${reference}.`)),
      url,
    ],
    [head, accepted, url],
    [from(accepted), url],
  ].filter((version): version is string[] => Boolean(version));
}

function orderConfirmed(input: SmsTextInput, lang: Lang): Versions {
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  const details = confirmedOf(order.confirmedDetails);
  const confirmed = from(lang.t(msg`Booking ${reference} is confirmed.`));
  if (!details) return [[confirmed, statusUrl]];
  if (!attends(details)) return confirmedOther(lang, details, confirmed, statusUrl);
  const early = arriveEarly(lang);
  const { dates, places } = slotForms(lang, order, details);
  const first: Slot = [dates[0]!, places[0]!];
  const sentences = slotSentences(dates, places, (slot) =>
    confirmedSlotSentences(lang, details, slot),
  );
  return [
    [confirmed, slotSentence(lang, details, ...first), early, statusUrl],
    [confirmed, slotSentence(lang, details, ...first), statusUrl],
    ...sentences.map((sentence) => [from(sentence), early, statusUrl]),
    ...sentences.map((sentence) => [from(sentence), statusUrl]),
  ];
}

/**
 * A confirmed slot staff changed: that it changed, the new slot as far as it fits, and the link
 * to the rest. At the barest, that it changed and the link.
 */
function orderChanged(input: SmsTextInput, lang: Lang): Versions {
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  const details = confirmedOf(order.confirmedDetails);
  const changed = from(lang.t(msg`Booking ${reference} has changed.`));
  if (!details || !attends(details)) return [[changed, statusUrl]];
  const { dates, places } = slotForms(lang, order, details);
  const sentences = slotSentences(dates, places, (slot) =>
    changedSlotSentences(lang, details, slot),
  );
  return [
    [changed, slotSentence(lang, details, dates[0]!, places[0]!), arriveEarly(lang), statusUrl],
    [changed, slotSentence(lang, details, dates[0]!, places[0]!), statusUrl],
    ...sentences.map((sentence) => [from(sentence), statusUrl]),
  ];
}

function orderCancelled(input: SmsTextInput, lang: Lang): Versions {
  const { order, statusUrl } = input;
  const { t } = lang;
  const reference = referenceOf(order.id);
  const [cancelled, cancelledShort] =
    order.kind === 'test'
      ? [
          t(msg`Your test, booking ${reference}, has been cancelled.`),
          t(msg`Your test has been cancelled.`),
        ]
      : order.kind === 'card'
        ? [
            t(msg`Your card application, booking ${reference}, has been cancelled.`),
            t(msg`Your card application has been cancelled.`),
          ]
        : [
            t(msg`Your course, booking ${reference}, has been cancelled.`),
            t(msg`Your course has been cancelled.`),
          ];
  const refund = t(msg`If a refund is due we will text you when it is made.`);
  return [
    [from(cancelled), refund, statusUrl],
    [from(cancelledShort), refund, statusUrl],
    [from(cancelled), statusUrl],
    [from(cancelledShort), statusUrl],
  ];
}

function orderRefunded(input: SmsTextInput, lang: Lang): Versions {
  const { order, row, statusUrl } = input;
  const amount = formatMoney(row.amountPence ?? order.refundedPence ?? order.totalPence);
  const reference = referenceOf(order.id);
  const refunded = lang.t(
    msg`We have refunded ${amount} for booking ${reference} to the card you paid with.`,
  );
  const refundedShort = lang.t(msg`We have refunded ${amount} to the card you paid with.`);
  const when = lang.t(msg`It usually arrives in 5 to 10 working days.`);
  return [
    [from(refunded), when, statusUrl],
    [from(refundedShort), when, statusUrl],
    [from(refunded), statusUrl],
    [from(refundedShort), statusUrl],
  ];
}

function requestReceived(input: SmsTextInput, lang: Lang): Versions {
  const request = needRequest(input);
  const reference = referenceOf(input.order.id);
  const [asked, askedShort] =
    request.kind === 'cancel'
      ? [
          lang.t(msg`We have your request to cancel booking ${reference}.`),
          lang.t(msg`We have your request to cancel your booking.`),
        ]
      : [
          lang.t(msg`We have your request to move booking ${reference} to another date.`),
          lang.t(msg`We have your request to change your date.`),
        ];
  const later = lang.t(msg`We will text you when it is done.`);
  const url = input.statusUrl;
  return [
    [from(asked), later, url],
    [from(askedShort), later, url],
    [from(asked), url],
    [from(askedShort), url],
  ];
}

function requestDone(input: SmsTextInput, lang: Lang): Versions {
  const request = needRequest(input);
  const { order, statusUrl } = input;
  const reference = referenceOf(order.id);
  if (request.kind === 'cancel') {
    const cancelled = from(lang.t(msg`Booking ${reference} is cancelled, as you asked.`));
    const cancelledShort = from(lang.t(msg`Your booking is cancelled, as you asked.`));
    const refund = lang.t(msg`If a refund is due we will text you when it is made.`);
    return [
      [cancelled, refund, statusUrl],
      [cancelledShort, refund, statusUrl],
      [cancelled, statusUrl],
      [cancelledShort, statusUrl],
    ];
  }
  const moved = from(lang.t(msg`Booking ${reference} has been moved, as you asked.`));
  const details = confirmedOf(order.confirmedDetails);
  if (!details) {
    return [
      [moved, lang.t(msg`We will text you the new date.`), statusUrl],
      [moved, statusUrl],
    ];
  }
  if (!attends(details)) return confirmedOther(lang, details, moved, statusUrl);
  const { dates, places } = slotForms(lang, order, details);
  const first: Slot = [dates[0]!, places[0]!];
  const sentences = slotSentences(dates, places, (slot) => movedSlotSentences(lang, details, slot));
  return [
    [moved, slotSentence(lang, details, ...first), statusUrl],
    ...sentences.map((sentence) => [from(sentence), statusUrl]),
  ];
}

function requestDeclined(input: SmsTextInput, lang: Lang): Versions {
  const request = needRequest(input);
  const reference = referenceOf(input.order.id);
  const { t } = lang;
  const [declined, declinedShort] =
    request.kind === 'cancel'
      ? [
          t(msg`We could not cancel booking ${reference} as you asked.`),
          t(msg`We could not cancel your booking. Why, and what to do:`),
        ]
      : [
          t(msg`We could not move booking ${reference} as you asked.`),
          t(msg`We could not move your booking. Why, and what to do:`),
        ];
  const stays = t(msg`Your booking stays as it was. Why, and what you can do:`);
  return [
    [from(declined), stays, input.statusUrl],
    [from(declinedShort), input.statusUrl],
  ];
}

function slotReminder(input: SmsTextInput, lang: Lang): Versions {
  const { order, row, statusUrl, today } = input;
  const [day = '', start = ''] = row.occasion.split('T');
  if (!day || !start) throw new Error('A slot reminder needs its slot as its occasion');
  const { t } = lang;
  const tomorrow = addDays(today ?? todayInLondon(), 1) === day;
  const time = lang.time(start);
  const test = order.kind === 'test';
  const places = placeForms(order, confirmedOf(order.confirmedDetails));
  const [long, withoutWeekday, inDigits] = dateForms(lang).map((form) => form(day));
  // 'Tomorrow' says the day well enough, where the date does not fit beside it ('').
  const dates = tomorrow
    ? [long!, withoutWeekday!, '', inDigits!]
    : [long!, withoutWeekday!, inDigits!];
  const wordings = ([date, place]: Slot) =>
    date
      ? [
          test
            ? tomorrow
              ? t(msg`Your CITB test is tomorrow, ${date}, at ${time} at ${place}.`)
              : t(msg`Your CITB test is on ${date} at ${time} at ${place}.`)
            : tomorrow
              ? t(msg`Your course is tomorrow, ${date}, at ${time} at ${place}.`)
              : t(msg`Your course is on ${date} at ${time} at ${place}.`),
          test
            ? t(msg`CITB test: ${date}, ${time}, ${place}.`)
            : t(msg`Course: ${date}, ${time}, ${place}.`),
        ]
      : [
          test
            ? t(msg`Your CITB test is tomorrow at ${time} at ${place}.`)
            : t(msg`Your course is tomorrow at ${time} at ${place}.`),
          test
            ? t(msg`CITB test tomorrow, ${time}, ${place}.`)
            : t(msg`Course tomorrow, ${time}, ${place}.`),
        ];
  const sentences = slotSentences(dates, places.length ? places : [''], wordings);
  const minutes = String(ARRIVE_EARLY_MINUTES);
  const bring = t(msg`Bring photo ID and arrive ${minutes} minutes early.`);
  const reference = referenceOf(order.id);
  const booking = t(msg`Booking ${reference}.`);
  const stop = stopWords(lang);
  // Photo ID, then the status link, are given up only once the place is at its barest (every
  // link promises the slot's full address); the barest reminder names the booking instead.
  return [
    ...sentences.map((sentence) => [from(sentence), bring, statusUrl, stop]),
    ...sentences.map((sentence) => [from(sentence), statusUrl, stop]),
    ...sentences.map((sentence) => [from(sentence), booking, stop]),
    ...sentences.map((sentence) => [from(sentence), stop]),
  ];
}

function cardExpiryReminder(input: SmsTextInput, lang: Lang): Versions {
  const { row } = input;
  const match = /^(6m|1m):(\d{4}-\d{2}-\d{2})$/.exec(row.occasion);
  if (!match) throw new Error('A card expiry reminder needs 6m: or 1m: and the expiry date');
  const [, ahead, expiresOn] = match as unknown as [string, '6m' | '1m', string];
  const { t } = lang;
  const months = ahead === '6m' ? 6 : 1;
  const forms = dateForms(lang);
  const expires = [
    ...forms.map((form) => {
      const date = form(expiresOn);
      return t(
        msg`Your CSCS card runs out on ${date}, in ${plural(months, { one: '# month', other: '# months' })}.`,
      );
    }),
    ...forms.map((form) => {
      const date = form(expiresOn);
      return t(msg`Your CSCS card runs out on ${date}.`);
    }),
  ];
  return withCardLink(input, lang, expires, (url) => t(msg`Renew it here: ${url}`));
}

/**
 * A card reminder: the first of `sentences` (fullest first) that fits, then the card
 * application's link with `invitation` around it, the booking's reference and status link,
 * and the stop words; dropping the status link, then the invitation's words and the
 * reference, to fit.
 */
function withCardLink(
  { order, statusUrl, publicBaseUrl }: SmsTextInput,
  lang: Lang,
  sentences: string[],
  invitation: (url: string) => string,
): Versions {
  const { t } = lang;
  const url = `${publicBaseUrl.replace(/\/+$/, '')}${lang.path(APPLY_CARD_PATH)}`;
  const invite = invitation(url);
  const reference = referenceOf(order.id);
  const booking = t(msg`Booking ${reference}: ${statusUrl}`);
  const bookingOnly = t(msg`Booking ${reference}.`);
  const stop = stopWords(lang);
  // What the sentence says (the fuller first) matters more than the invitation's words and the
  // booking's reference.
  return [
    ...sentences.map((sentence) => [from(sentence), invite, booking, stop]),
    ...sentences.flatMap((sentence) => [
      [from(sentence), invite, bookingOnly, stop],
      [from(sentence), url, bookingOnly, stop],
      [from(sentence), invite, stop],
      [from(sentence), url, stop],
    ]),
  ];
}

function testPassReminder(input: SmsTextInput, lang: Lang): Versions {
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
  const terse = (form: (date: string) => string) => {
    const until = form(addMonths(row.occasion, 24));
    return t(msg`CITB test pass valid for a CSCS card until ${until}.`);
  };
  const sentences = [withTestDate(forms[0]!), ...forms.map(untilOnly), ...forms.map(terse)];
  return withCardLink(input, lang, sentences, (url) => t(msg`Apply in time: ${url}`));
}

/**
 * The versions of each kind that goes by text, in the catalogue's words: for every language but
 * English, and after English's own words (sms-texts.ts) when those do not fit.
 */
export const SHORT_TEXTS: Record<TextedKind, (input: SmsTextInput, lang: Lang) => Versions> = {
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
