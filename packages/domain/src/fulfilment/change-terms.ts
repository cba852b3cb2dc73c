import { workingDaysBefore } from '../calendar/working-days';
import type { Nation } from '../calendar/bank-holidays';

/*
 * When a booking can still be moved or cancelled for free (issue 19). CITB's rule for the HS&E
 * test is at least 3 working days' notice; our classroom courses keep the same rule so that
 * customers learn one. The day counted is the last day a request is free, all of it (London).
 * Working days are those of the slot's nation: a test in Edinburgh does not count St Andrew's
 * Day, one in Leeds does (decision 027).
 */

export const FREE_CHANGE_WORKING_DAYS = 3;

export type SlotKind = 'test' | 'course-offline';

/** The last day (YYYY-MM-DD) to ask for a free change or cancellation of a slot on `slotDate`. */
export function lastFreeChangeDay(slotDate: string, nation: Nation): string {
  return workingDaysBefore(slotDate, FREE_CHANGE_WORKING_DAYS, nation);
}

/** Whether a request made on `today` (London, YYYY-MM-DD) comes after the free period. */
export function isLateChange(slotDate: string, today: string, nation: Nation): boolean {
  return today > lastFreeChangeDay(slotDate, nation);
}
