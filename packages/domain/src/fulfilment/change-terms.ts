import { workingDaysBefore } from '../calendar/working-days';

/*
 * When a booking can still be moved or cancelled for free (issue 19). CITB's rule for the HS&E
 * test is at least 3 working days' notice; our classroom courses keep the same rule so that
 * customers learn one. The day counted is the last day a request is free, all of it (London).
 */

export const FREE_CHANGE_WORKING_DAYS = 3;

export type SlotKind = 'test' | 'course-offline';

/** The last day (YYYY-MM-DD) to ask for a free change or cancellation of a slot on `slotDate`. */
export function lastFreeChangeDay(slotDate: string): string {
  return workingDaysBefore(slotDate, FREE_CHANGE_WORKING_DAYS);
}

/** Whether a request made on `today` (London, YYYY-MM-DD) comes after the free period. */
export function isLateChange(slotDate: string, today: string): boolean {
  return today > lastFreeChangeDay(slotDate);
}
