import { describe, expect, it } from 'vitest';
import { bankHolidayOn, openDayFrom, weekdayOf } from '../src/calendar';
import { earliestTestDate } from '../src/planning';
import { nextDayWhere } from '../test-support';
import {
  MESSAGES,
  openCourseDateSchema,
  openTestDateSchema,
  todayInLondon,
} from '../src/validators';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('closed days (issue 21 point 4)', () => {
  // From the earliest test day, so that "too soon" does not come first.
  const earliest = earliestTestDate(todayInLondon());
  const sunday = nextDayWhere((date) => weekdayOf(date) === 0, earliest);
  // Within the 6-month horizon: a bank holiday comes at least every 4 months.
  const bankHoliday = nextDayWhere((date) => bankHolidayOn(date) !== undefined, earliest);
  const open = openDayFrom(earliest);

  it('refuse a Sunday and a bank holiday as a test date, with their own message', () => {
    expect(firstError(openTestDateSchema.safeParse(sunday))).toBe(MESSAGES.testDateClosed);
    expect(firstError(openTestDateSchema.safeParse(bankHoliday))).toBe(MESSAGES.testDateClosed);
    expect(openTestDateSchema.parse(open)).toBe(open);
  });

  it('refuse them as a course date too', () => {
    expect(firstError(openCourseDateSchema.safeParse(sunday))).toBe(MESSAGES.courseDateClosed);
    expect(firstError(openCourseDateSchema.safeParse(bankHoliday))).toBe(MESSAGES.courseDateClosed);
    expect(openCourseDateSchema.parse(open)).toBe(open);
  });

  it('keep the earlier rules first: a date in the past says so', () => {
    expect(firstError(openTestDateSchema.safeParse('2020-12-25'))).toBe(MESSAGES.testDateTooSoon);
  });
});
