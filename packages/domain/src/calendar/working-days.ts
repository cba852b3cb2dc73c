import { addDays } from '../validators/dates';
import { NATIONS, bankHolidayOn } from './bank-holidays';
import type { Nation } from './bank-holidays';

/*
 * Days as 'YYYY-MM-DD' strings: a day in London, with no time and no zone to get wrong. Every
 * question names the nation whose bank holidays count (`nationOfCentre` gives a centre's).
 */

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Monday to Friday and not a bank holiday in `nation`. */
export function isWorkingDay(date: string, nation: Nation): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && bankHolidayOn(date, nation) === undefined;
}

/**
 * Test centres and our classrooms are shut on Sundays and their nation's bank holidays
 * (Saturdays vary).
 */
export function isClosedDay(date: string, nation: Nation): boolean {
  return weekdayOf(date) === 0 || bankHolidayOn(date, nation) !== undefined;
}

/**
 * Closed wherever the centre is: a Sunday, or a bank holiday in every nation (Christmas Day,
 * Good Friday). For a date checked before the centre is known; the centre's own days after.
 */
export function isClosedEverywhere(date: string): boolean {
  return NATIONS.every((nation) => isClosedDay(date, nation));
}

/** `date` itself when centres in `nation` are open on it, else the first open day after it. */
export function openDayFrom(date: string, nation: Nation): string {
  let day = date;
  while (isClosedDay(day, nation)) day = addDays(day, 1);
  return day;
}

/** `date` itself when it is a working day in `nation`, else the first one after it. */
export function workingDayFrom(date: string, nation: Nation): string {
  let day = date;
  while (!isWorkingDay(day, nation)) day = addDays(day, 1);
  return day;
}

/**
 * The `count`th working day in `nation` before `date`, not counting `date` itself: 3 working
 * days before a Monday test is the Wednesday before, and before a Tuesday after Easter Monday
 * in England it is the Wednesday before Good Friday.
 */
export function workingDaysBefore(date: string, count: number, nation: Nation): string {
  let day = date;
  let found = 0;
  while (found < count) {
    day = addDays(day, -1);
    if (isWorkingDay(day, nation)) found += 1;
  }
  return day;
}
