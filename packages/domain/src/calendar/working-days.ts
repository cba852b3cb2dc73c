import { addDays } from '../validators/dates';
import { bankHolidayOn } from './bank-holidays';

/* Days as 'YYYY-MM-DD' strings: a day in London, with no time and no zone to get wrong. */

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Monday to Friday and not an England and Wales bank holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && bankHolidayOn(date) === undefined;
}

/** Test centres and our classrooms are shut on Sundays and bank holidays (Saturdays vary). */
export function isClosedDay(date: string): boolean {
  return weekdayOf(date) === 0 || bankHolidayOn(date) !== undefined;
}

/** `date` itself when centres are open on it, else the first open day after it. */
export function openDayFrom(date: string): string {
  let day = date;
  while (isClosedDay(day)) day = addDays(day, 1);
  return day;
}

/** `date` itself when it is a working day, else the first working day after it. */
export function workingDayFrom(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The `count`th working day before `date`, not counting `date` itself: 3 working days before a
 * Monday test is the Wednesday before, and before a Tuesday after Easter Monday it is the
 * Wednesday before Good Friday.
 */
export function workingDaysBefore(date: string, count: number): string {
  let day = date;
  let found = 0;
  while (found < count) {
    day = addDays(day, -1);
    if (isWorkingDay(day)) found += 1;
  }
  return day;
}
