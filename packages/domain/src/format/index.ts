import { fillDateWords, type DateWords } from './date-words';

/**
 * A formatter made on first use. A browser's first Intl.DateTimeFormat loads ICU's date data
 * (40 to 70 ms on a fast machine, four times that on a phone), so made when the module loads it
 * blocked every page's start, though most pages format no date before someone answers.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** 'Saturday, 21 November 2026' as the calendar of `timeZone` has it. */
const longDateIn = (timeZone: string) =>
  onFirstUse(
    () =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
  );
// Spec §9: dates in en-GB long format with weekday. Europe/London so that a server in another
// zone shows the same day a visitor in the UK sees.
const LONG_DATE = longDateIn('Europe/London');
// A 'YYYY-MM-DD' day has no time zone: it is built at UTC midnight and read back in UTC, so no
// offset (BST or a server's own zone) can move it to the day before.
const CALENDAR_DATE = longDateIn('UTC');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'Saturday 21 November 2026'. A 'YYYY-MM-DD' string is a calendar day and never shifts.
 * With another language's `words` (data/date-words, see date-words.ts) the same day reads
 * 'sobota, 21 listopada 2026'.
 */
export function formatLongDate(date: Date | string, words?: DateWords): string {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (match) {
    const [, y, m, d] = match;
    const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return words ? fillDateWords(words, day) : stripComma(CALENDAR_DATE().format(day));
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return words ? fillDateWords(words, londonDay(instant)) : stripComma(LONG_DATE().format(instant));
}

const LONDON_DAY = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }),
);

/** The London calendar day of an instant, as a UTC midnight. */
function londonDay(instant: Date): Date {
  const [y, m, d] = LONDON_DAY().format(instant).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

// Some ICU versions write 'Saturday, 21 November 2026'; the spec's style has no comma.
const stripComma = (text: string) => text.replace(',', '');

const POUNDS = onFirstUse(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
);

/** 2350 -> '£23.50'. Prices are whole pence everywhere (see pricing). */
export function formatMoney(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Pence must be a whole number: ${pence}`);
  return POUNDS().format(pence / 100);
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * '09:30' -> '9:30am', '13:00' -> '1:00pm': the style GOV.UK uses for times. Every other site
 * language writes the 24-hour clock ('9:30', '13:00'), as its readers do.
 */
export function formatTime(time: string, words?: DateWords): string {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a 24-hour time: ${time}`);
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (words) return `${hours}:${minutes}`;
  if (minutes === '00' && hours === 12) return 'midday';
  if (minutes === '00' && hours === 0) return 'midnight';
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes}${suffix}`;
}

/** A person's name in full, as on their photo ID: first, middle (when given) and last. */
export function fullName(person: {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

const LONDON_CLOCK = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** 'HH:MM' on a 24-hour clock in UK time, whatever zone the computer is in. */
export function londonClockTime(instant: Date): string {
  return LONDON_CLOCK().format(instant);
}

/**
 * An instant as people say it in the UK: 'Tuesday 15 December 2026, 9:30am' (Europe/London, so
 * summer time is counted). A 'YYYY-MM-DD' day has no time and gives the day alone.
 */
export function formatDateTimeInWords(date: Date | string, words?: DateWords): string {
  if (typeof date === 'string' && ISO_DATE.test(date)) return formatLongDate(date, words);
  const instant = typeof date === 'string' ? new Date(date) : date;
  return `${formatLongDate(instant, words)}, ${formatTime(londonClockTime(instant), words)}`;
}

export * from './search-text';
export { fillDateWords, type DateWords } from './date-words';
export * from './money-input';
