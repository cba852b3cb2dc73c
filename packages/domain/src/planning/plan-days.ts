import { NATIONS } from '../calendar/bank-holidays';
import { isWorkingDay } from '../calendar/working-days';
import { addDays } from '../validators/dates';

/*
 * The planner's working days. A plan names no test centre (the worker chooses one when booking),
 * so its days are working days in every UK nation: Monday to Friday and a bank holiday in none
 * of England and Wales, Scotland and Northern Ireland. Whichever centre the worker then picks
 * is open on each step's day; a worker in England loses at most a day to St Andrew's Day
 * (decision 027).
 */

/** Monday to Friday, and not a bank holiday anywhere in the UK. */
export function isPlanDay(date: string): boolean {
  return NATIONS.every((nation) => isWorkingDay(date, nation));
}

/** The `count`th plan day before `date`, not counting `date` itself. */
export function planDaysBefore(date: string, count: number): string {
  let day = date;
  let found = 0;
  while (found < count) {
    day = addDays(day, -1);
    if (isPlanDay(day)) found += 1;
  }
  return day;
}

/**
 * The `count`th plan day after `date`, not counting `date` itself, for the planner's earliest
 * dates. With `count` 0, `date` if it is a plan day, else the next one.
 */
export function planDaysAfter(date: string, count: number): string {
  let day = date;
  let found = 0;
  if (count === 0) {
    while (!isPlanDay(day)) day = addDays(day, 1);
    return day;
  }
  while (found < count) {
    day = addDays(day, 1);
    if (isPlanDay(day)) found += 1;
  }
  return day;
}
