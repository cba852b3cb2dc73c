import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate, formatTime } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { arriveEarlyLine, bringIdLine, photoIdLine } from '@site/domain/fulfilment';
import type { OrderKind, RequestKind } from '@site/domain/fulfilment';
import type { BookingStatus } from '@site/domain/schemas';
import { arriveEarlyWords, bringIdWords, dateAtTime } from '../../lib/visit-words';

/*
 * The words the status page tells a booking in (what to bring, what a change costs), in the
 * page's language. English reads exactly as the domain's own sentences (fulfilment/*words*.ts),
 * which the emails and the API use too. A day's time, arriving early and the photo ID are
 * lib/visit-words.ts, which the outcome page uses too.
 */

/** The photo ID a CITB test centre accepts, in one sentence (fulfilment's PHOTO_ID_KINDS). */
export function photoIdWords(i18n: I18n): string {
  return i18n._(
    msg`It must be in date and one of these: a passport from any country, a UK or European photocard driving licence or two documents from CITB's lists, one with your photo and one with your signature.`,
  );
}

/** "Free: you are asking before the end of Monday 7 December 2026." or what a late one costs. */
export function requestCostWordsIn(
  orderKind: OrderKind,
  requestKind: RequestKind,
  terms: { late: boolean; freeUntil: string | null },
  i18n: I18n,
  words?: DateWords,
): string {
  if (!terms.freeUntil) {
    return requestKind === 'cancel'
      ? i18n._(
          msg`Free: nothing has been booked for a date yet, so you get back what you paid for what has not been provided.`,
        )
      : i18n._(msg`Free: you are asking before a date has been booked.`);
  }
  const day = formatLongDate(terms.freeUntil, words);
  if (!terms.late) return i18n._(msg`Free: you are asking before the end of ${day}.`);
  if (orderKind === 'test') {
    return requestKind === 'change'
      ? i18n._(
          msg`Late: the last free day was ${day}. CITB keeps the official test fee, so moving it means paying the official test fee again.`,
        )
      : i18n._(
          msg`Late: the last free day was ${day}. CITB keeps the official test fee, so a late cancellation gets no refund.`,
        );
  }
  return requestKind === 'change'
    ? i18n._(
        msg`Late: the last free day was ${day}. The course provider keeps the course fee, so moving it means paying the course fee again.`,
      )
    : i18n._(
        msg`Late: the last free day was ${day}. The course provider keeps the course fee, so a late cancellation gets no refund.`,
      );
}

/*
 * The status look-up (POST /bookings/lookup) sends some of its words as English sentences only:
 * the slot's `words` and `lines` and `whatToBring`. On a page in another language these are
 * recognised (made again by the same domain functions, or by the API's fixed wording) and said
 * from their parts in the page's language; a sentence not recognised is shown as it came.
 */

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Wednesday 16 December 2026' -> '2026-12-16'; null for anything else. */
function isoOfEnglishDate(text: string): string | null {
  const match = /^[A-Z][a-z]+ (\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? ENGLISH_MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) return null;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return formatLongDate(iso) === text ? iso : null;
}

/** The text around a value in a domain sentence: bringIdLine('\0') -> ['Bring … name ', '.']. */
function around(sentence: (value: string) => string): [string, string] {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return [before, after];
}

/** The value a sentence made by `sentence` holds, or null when `line` is not one. */
function valueIn(line: string, sentence: (value: string) => string): string | null {
  const [before, after] = around(sentence);
  if (!line.startsWith(before) || !line.endsWith(after)) return null;
  if (line.length < before.length + after.length) return null;
  return line.slice(before.length, line.length - after.length);
}

/** One line of the look-up's what-to-bring or slot lines, in the page's language. */
export function lookupLine(
  line: string,
  slotTime: string | null,
  i18n: I18n,
  words?: DateWords,
): string {
  if (i18n.locale === 'en') return line;
  if (line === photoIdLine()) return photoIdWords(i18n);
  if (slotTime && line === arriveEarlyLine(slotTime))
    return arriveEarlyWords(slotTime, i18n, words);
  const name = valueIn(line, bringIdLine);
  if (name) return bringIdWords(name, i18n);
  // The confirmed email's lines (confirmedWords) and the second-choice date (booking-status.ts).
  const reference = valueIn(line, (v) => `Your test booking reference is ${v}.`);
  if (reference) return i18n._(msg`Your test booking reference is ${reference}.`);
  const instructions = valueIn(line, (v) => `Joining instructions: ${v}`);
  if (instructions) return i18n._(msg`Joining instructions: ${instructions}`);
  const access = valueIn(line, (v) => `How to start your course: ${v}`);
  if (access) return i18n._(msg`How to start your course: ${access}`);
  const second = valueIn(line, (v) => `If that is not available: ${v}.`);
  const secondIso = second ? isoOfEnglishDate(second) : null;
  if (secondIso) {
    const date = formatLongDate(secondIso, words);
    return i18n._(msg`If that is not available: ${date}.`);
  }
  return line;
}

/** The look-up's slot in one line ('Wednesday 16 December 2026 at 9:30am, Leeds Test Centre, …'). */
export function lookupSlotWords(
  slot: NonNullable<BookingStatus['slot']>,
  kind: BookingStatus['kind'],
  i18n: I18n,
  words?: DateWords,
): string {
  if (i18n.locale === 'en') return slot.words;
  const date = formatLongDate(slot.date, words);
  if (kind === 'course-online') {
    if (slot.words === `Final assessment on ${formatLongDate(slot.date)}`) {
      return i18n._(msg`Final assessment on ${date}`);
    }
    if (slot.words === `Start on ${formatLongDate(slot.date)}`) {
      return i18n._(msg({ comment: 'When an online course starts', message: `Start on ${date}` }));
    }
    return slot.words;
  }
  // As the API's slotWords writes it: the date (and time), then the place after a comma.
  const english = slot.time
    ? `${formatLongDate(slot.date)} at ${formatTime(slot.time)}`
    : formatLongDate(slot.date);
  if (!slot.words.startsWith(english)) return slot.words;
  const place = slot.words.slice(english.length).replace(/^, /, '');
  const when = slot.time ? dateAtTime(slot.date, slot.time, i18n, words) : date;
  return place ? `${when}, ${place}` : when;
}
