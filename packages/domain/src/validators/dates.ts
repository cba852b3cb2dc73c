/** Calendar dates as 'YYYY-MM-DD' in UK time, so the browser and the server agree on "today". */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// Made on first use and kept: building a formatter costs far more than formatting.
let londonCalendarDate: Intl.DateTimeFormat | undefined;
// London is a whole number of hours from UTC, so its date can change only on the hour: a
// date-of-birth check asks for today three times, and every booking asks again.
let today = { hour: Number.NaN, date: '' };

export function todayInLondon(now: Date = new Date()): string {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour !== today.hour) {
    londonCalendarDate ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    today = { hour, date: londonCalendarDate.format(now) };
  }
  return today.date;
}

/** The calendar date so many months and days on (Date.UTC carries overflow into the next unit). */
function shiftDate(isoDate: string, months: number, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day + days)).toISOString().slice(0, 10);
}

export function addMonths(isoDate: string, months: number): string {
  return shiftDate(isoDate, months, 0);
}

export function addDays(isoDate: string, days: number): string {
  return shiftDate(isoDate, 0, days);
}

export function yearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** Bookable test slots at a centre (local time). */
export const TEST_TIME_SLOTS = [
  '08:30',
  '09:30',
  '10:30',
  '11:30',
  '12:30',
  '13:30',
  '14:30',
  '15:30',
  '16:30',
] as const;

/** How far ahead a test or course can be booked. */
export const BOOKING_HORIZON_MONTHS = 6;
