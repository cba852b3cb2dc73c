import { planDaysAfter } from './plan-days';

/**
 * The estimates the start-date planner works with, in working days (Monday to Friday, not a
 * bank holiday in any UK nation: `isPlanDay`). They are estimates, and the /plan page says so
 * and says where each comes from; change one here and the plan and its note change together.
 */
export const LEAD_TIMES = {
  /**
   * The online Level 1 course's materials come at once and a classroom course runs most
   * working days, so the earliest course day is the next working day.
   */
  courseFromToday: 1,
  /** A working day after the course, before the test: the course is the best revision for it. */
  courseBeforeTest: 1,
  /**
   * We book the test with the centre after payment; places at most centres are free within
   * about 3 working days (CITB's booking lead time). The booking's date step and POST /test take
   * no earlier day (earliestTestDate), so the plan and the booking agree.
   */
  testFromToday: 3,
  /** The test result is given on the day; the application goes in the next working day. */
  testBeforeApplication: 1,
  /** CSCS processes most applications and issues the virtual card in the My CSCS app within about 5 working days. */
  applicationToVirtualCard: 5,
  /** The plastic card comes by post up to about 2 weeks after the application. */
  applicationToCardByPost: 10,
  /** The virtual card should be in the app a working day before the start, to show on site. */
  virtualCardBeforeStart: 1,
} as const;

/**
 * The earliest day a test can be booked for, from `today` (London): the planner's test step
 * starts here, and the test date's validators (bookableTestDateSchema) refuse any day before it.
 */
export function earliestTestDate(today: string): string {
  return planDaysAfter(today, LEAD_TIMES.testFromToday);
}
