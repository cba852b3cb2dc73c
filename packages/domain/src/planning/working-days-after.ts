import { isWorkingDay } from '../calendar';
import { addDays } from '../validators/dates';

/**
 * The `count`th working day after `date`, not counting `date` itself: the mirror of the
 * calendar's `workingDaysBefore`, for the planner's earliest dates. With `count` 0, `date` if it
 * is a working day, else the next one.
 */
export function workingDaysAfter(date: string, count: number): string {
  let day = date;
  let found = 0;
  if (count === 0) {
    while (!isWorkingDay(day)) day = addDays(day, 1);
    return day;
  }
  while (found < count) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) found += 1;
  }
  return day;
}
