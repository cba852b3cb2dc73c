import { getCentreById, getCentreBySlug } from '@site/domain/catalogue';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { formatLongDate } from '@site/domain/format';
import type { Locale } from '@site/domain/i18n';
import { GSM7_CHARACTERS, countSmsSegments } from '@site/domain/sms';
import type { changeRequests, orders } from '../db/schema';
import type { EmailKind, OutboxRow } from '../email/outbox';
import type { Lang } from '../i18n';
import type { CourseDetails, TestDetails } from '../repositories/order-view';

/*
 * What every text, in every language, is built from (sms-texts.ts, short-texts.ts): the bound
 * on each value put into a text, the shorter forms of a place and a day, and the one rule that
 * picks the words that fit MAX_SEGMENTS.
 */

export type OrderRow = typeof orders.$inferSelect;
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/**
 * What a text is built from; the customer's name is left out, so English texts stay GSM-7. Its
 * language is the order's (`order.locale`), and `statusUrl` is the status page in it.
 */
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
  | 'order-changed'
  | 'order-cancelled'
  | 'order-refunded'
  | 'change-request-received'
  | 'change-request-done'
  | 'change-request-declined'
  | 'slot-reminder'
  | 'card-expiry-reminder'
  | 'test-pass-expiry-reminder'
>;

/** Who a text is from: it begins every one, in every language. */
export const FROM = 'SafeSite Bookings';

/**
 * The most segments a text may take, in every language and either encoding: 2 segments are 306
 * GSM-7 septets, or 134 UCS-2 code units once one character of the text is outside GSM-7.
 */
export const MAX_SEGMENTS = 2;

/** What MAX_SEGMENTS (2 or more) hold: parts of 153 septets, or of 67 code units. */
const MOST_SEPTETS = MAX_SEGMENTS * 153;
const MOST_UNITS = MAX_SEGMENTS * 67;

/**
 * The most a value typed by staff takes in a text, in UTF-16 code units (what it costs in
 * UCS-2). The status page, one tap away, shows each in full.
 */
export const TEXT_BOUNDS = {
  /** A classroom venue (up to 300 characters in the form), its postcode kept. */
  venue: 60,
  /** The same where a text is short of room; shorter still, a venue is named by its postcode. */
  shortVenue: 22,
  /** A venue with no postcode, where a text is shortest of room. */
  shortestVenue: 12,
  /**
   * A CSCS application reference (up to 100 in the form). A longer one is left out of the
   * text: cut short it would be a wrong reference, not a shorter one.
   */
  applicationReference: 30,
} as const;

export const sentences = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' ');

/*
 * Typography that keeps a text out of GSM-7: one curly apostrophe typed by staff makes the whole
 * text UCS-2, 70 characters a segment instead of 160. Each has a plain GSM-7 twin.
 */
const TYPOGRAPHY: [characters: string, plain: string][] = [
  ['\u2018\u2019\u201A\u201B\u2032\u02BC', "'"],
  ['\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB', '"'],
  ['\u2010\u2011\u2012\u2013\u2014\u2015\u2212', '-'],
  [
    '\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000',
    ' ',
  ],
  ['\u2026', '...'],
  ['\u00AD\u200B\u2060\uFEFF', ''],
];

/** A character class of `characters`, each escaped. */
const anyOf = (characters: string, not = false) =>
  `[${not ? '^' : ''}${Array.from(characters, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('')}]`;

const PLAIN = TYPOGRAPHY.map(
  ([characters, plain]) => [new RegExp(anyOf(characters), 'gu'), plain] as const,
);
const ANY_TYPOGRAPHY = new RegExp(
  anyOf(TYPOGRAPHY.map(([characters]) => characters).join('')),
  'u',
);

/** A character that keeps a text UCS-2 however its typography is made plain (ł, ș, Cyrillic…). */
const UCS2_FOR_GOOD = new RegExp(
  anyOf(GSM7_CHARACTERS + TYPOGRAPHY.map(([characters]) => characters).join(''), true),
  'u',
);

/** The text with its typographic characters made plain ASCII. */
export function plainTypography(text: string): string {
  return PLAIN.reduce((out, [pattern, plain]) => out.replace(pattern, plain), text);
}

/**
 * The text as it is sent, and its segments: made plain when that alone makes it GSM-7 (the
 * typography was all that made it UCS-2); otherwise as written, since in UCS-2 a curly quote
 * costs no more than a straight one, and an ellipsis less than three full stops.
 */
function sendable(text: string): { text: string; segments: number } {
  const counted = countSmsSegments(text);
  if (counted.encoding === 'GSM-7' || !ANY_TYPOGRAPHY.test(text)) {
    return { text, segments: counted.segments };
  }
  const plain = plainTypography(text);
  const plainCount = countSmsSegments(plain);
  return plainCount.encoding === 'GSM-7'
    ? { text: plain, segments: plainCount.segments }
    : { text, segments: counted.segments };
}

/** The text as it is sent (sendable). */
export const asSent = (text: string): string => sendable(text).text;

/** A link without its 'https://': phones still open 'safesite-bookings.co.uk/…'. */
const withoutScheme = (text: string) => text.replace(/\bhttps?:\/\//g, '');

type Version = (string | false | null | undefined)[];

/**
 * The first of `versions` (fullest first) that fits MAX_SEGMENTS as sent; each is tried with
 * its links in full, then without their scheme, before the next, barer one. The last is the
 * barest: the tests hold it, with every value at its bound, to MAX_SEGMENTS in every language.
 */
export function fitting(...versions: Version[]): string {
  let last = '';
  for (const parts of versions) {
    const text = sentences(...parts);
    for (const candidate of [text, withoutScheme(text)]) {
      last = candidate;
      // Too long in either encoding (a character is at least a septet or a code unit): skipped
      // before it is counted, as most versions of a text in UCS-2 are.
      if (candidate.length > MOST_SEPTETS) continue;
      if (candidate.length > MOST_UNITS && UCS2_FOR_GOOD.test(candidate)) continue;
      const sent = sendable(candidate);
      if (sent.segments <= MAX_SEGMENTS) return sent.text;
    }
  }
  return sendable(last).text;
}

/** A UK postcode at the end of an address: "…, Leeds, LS9 0PS". */
const POSTCODE = /,?\s*\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/** The text on one line: staff's line breaks become commas, runs of spaces one. */
const oneLine = (value: string) =>
  value
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/(,\s*)+,/g, ',')
    .trim();

/** The postcode an address ends with, in capitals, if it ends with one. */
export function postcodeOf(address: string): string | undefined {
  return POSTCODE.exec(oneLine(address))?.[1]?.toUpperCase();
}

/** Characters a cut never leaves at the end, before its ellipsis. */
const LOOSE_END = /[\s,;:.\-–—/(&+]+$/u;

/**
 * Free text typed by staff, on one line and at most `max` UTF-16 code units. A longer one is cut
 * at the end of a word and ends in an ellipsis, so it never reads as complete; an address keeps
 * its postcode, the part a phone's map needs ('Unit 4, Riverside Business…, LS9 0PS').
 */
export function boundText(value: string, max: number): string {
  const text = oneLine(value);
  if (text.length <= max) return text;
  const found = POSTCODE.exec(text);
  // A postcode is kept when a word can go before it, within the bound.
  const postcode = found && found[1]!.length + 4 <= max ? found : null;
  const tail = postcode ? `, ${postcode[1]!.toUpperCase()}` : '';
  const head = postcode ? text.slice(0, postcode.index) : text;
  const room = max - tail.length - 1;
  // Whole characters only, so an emoji's surrogate pair is never split.
  let cut = '';
  for (const character of head) {
    if (cut.length + character.length > room) break;
    cut += character;
  }
  const next = head.slice(cut.length, cut.length + 1);
  // Back to the end of the last whole word, unless the cut already fell between two.
  if (next && /[\p{L}\p{N}]/u.test(next)) {
    const end = cut.search(/[^\p{L}\p{N}][\p{L}\p{N}]*$/u);
    if (end > 0) cut = cut.slice(0, end);
  }
  return `${cut.replace(LOOSE_END, '')}…${tail}`;
}

/** The last part of an address written "…, Town, LS12 1AW": its postcode. */
const lastPart = (address: string) => address.split(',').pop()!.trim();

/**
 * A test centre in words, fullest first: its name, then its short name (the town), with the
 * postcode; the town alone; the postcode alone. Catalogue names, all within TEXT_BOUNDS.venue.
 */
function centreForms(name: string, shortName: string | undefined, postcode: string): string[] {
  const town = shortName ?? name;
  return [`${name}, ${postcode}`, `${town}, ${postcode}`, town, postcode];
}

/** A venue typed by staff: at its bound, at the shorter one, then by its postcode alone. */
const venueForms = (venue: string) => [
  boundText(venue, TEXT_BOUNDS.venue),
  boundText(venue, TEXT_BOUNDS.shortVenue),
  postcodeOf(venue) ?? boundText(venue, TEXT_BOUNDS.shortestVenue),
];

/**
 * Where a test or classroom course takes place, in its forms from the fullest to the barest (a
 * centre by name and postcode down to its postcode; a venue cut to its bounds, then its
 * postcode), each distinct. Empty when the order names no place.
 */
export function placeForms(order: OrderRow, details: ConfirmedDetails | null): string[] {
  let forms: string[] = [];
  if (details?.kind === 'test') {
    const centre = getCentreBySlug(details.centre);
    forms = centreForms(details.centreName, centre?.shortName, lastPart(details.centreAddress));
  } else if (details?.kind === 'course-offline') {
    forms = venueForms(details.venueAddress);
  } else if (order.kind === 'test') {
    const centre = getCentreById((order.details as TestDetails).location);
    if (centre) forms = centreForms(centre.name, centre.shortName, centre.postcode);
  } else if (order.kind === 'course-offline') {
    const course = order.details as CourseDetails;
    const place = course.locationAddress ?? course.locationName;
    if (place) forms = venueForms(place);
  }
  // What the catalogue or the stored order holds is bounded too, as a venue is.
  return [...new Set(forms.map((form) => boundText(form, TEXT_BOUNDS.venue)))];
}

/** The CSCS application reference of a card, when it fits its bound; otherwise left out. */
export function applicationReferenceOf(details: ConfirmedDetails): string | undefined {
  if (details.kind !== 'card') return undefined;
  const reference = boundText(details.applicationReference, Number.MAX_SAFE_INTEGER);
  return reference.length <= TEXT_BOUNDS.applicationReference ? reference : undefined;
}

/**
 * A day written with digits, as each language writes it ('30.06.2027', '2027. 06. 30.'): the
 * shortest form of a date, for a text with little room.
 */
const NUMERIC_DATE: Record<Locale, string> = {
  en: '{dd}/{mm}/{yyyy}',
  bg: '{dd}.{mm}.{yyyy}',
  cs: '{d}. {m}. {yyyy}',
  cy: '{dd}/{mm}/{yyyy}',
  de: '{dd}.{mm}.{yyyy}',
  es: '{dd}/{mm}/{yyyy}',
  fr: '{dd}/{mm}/{yyyy}',
  hu: '{yyyy}.{mm}.{dd}.',
  lt: '{yyyy}-{mm}-{dd}',
  pa: '{dd}/{mm}/{yyyy}',
  pl: '{dd}.{mm}.{yyyy}',
  pt: '{dd}/{mm}/{yyyy}',
  ro: '{dd}.{mm}.{yyyy}',
  ru: '{dd}.{mm}.{yyyy}',
};

function numericDate(locale: Locale, date: string): string {
  const [yyyy = '', mm = '', dd = ''] = date.split('-');
  const values: Record<string, string> = {
    yyyy,
    mm,
    dd,
    m: String(Number(mm)),
    d: String(Number(dd)),
  };
  return NUMERIC_DATE[locale].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * The ways a text may write a day ('YYYY-MM-DD'), the fuller first: the long date
 * ('poniedziałek, 28 września 2026'), the same without its weekday ('28 września 2026'), then
 * in digits ('28.09.2026').
 */
export function dateForms(lang: Lang): ((date: string) => string)[] {
  const words = lang.dateWords;
  const bare = words && {
    ...words,
    pattern: words.pattern.replace(/\{weekday\}[,\s]*|[,\s]*\{weekday\}/, ''),
  };
  const withoutWeekday = bare
    ? (date: string) => formatLongDate(date, bare)
    : // English: 'Wednesday 30 June 2027' less its first word.
      (date: string) => lang.date(date).replace(/^\S+\s+/, '');
  return [lang.date, withoutWeekday, (date) => numericDate(lang.locale, date)];
}

export function needRequest(input: SmsTextInput): ChangeRequestRow {
  if (!input.changeRequest) throw new Error('No change request for this text');
  return input.changeRequest;
}
