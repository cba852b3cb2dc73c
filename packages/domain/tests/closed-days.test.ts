import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankHolidayOn, weekdayOf } from '../src/calendar';
import { earliestTestDate } from '../src/planning';
import { createTestBody } from '../src/schemas';
import { buildTestBooking, nextDayWhere, openEverywhereFrom } from '../test-support';
import {
  MESSAGES,
  openCourseDateSchema,
  openTestDateSchemaIn,
  todayInLondon,
} from '../src/validators';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

const EW = 'england-and-wales';

describe('closed days (issue 21 point 4)', () => {
  // From the earliest test day, so that "too soon" does not come first.
  const earliest = earliestTestDate(todayInLondon());
  const sunday = nextDayWhere((date) => weekdayOf(date) === 0, earliest);
  // Within the 6-month horizon: a bank holiday comes at least every 4 months.
  const bankHoliday = nextDayWhere((date) => bankHolidayOn(date, EW) !== undefined, earliest);
  const open = openEverywhereFrom(earliest);
  const openTestDateSchema = openTestDateSchemaIn(EW);

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

describe("a test booking's dates, at the centre's own nation (decision 027)", () => {
  // Monday 7 December 2026, so that the January and March days below are within 6 months.
  const pinToday = () => vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
  afterEach(() => {
    vi.useRealTimers();
  });
  const CENTRES = { edinburgh: 48, leeds: 87, belfast: 12 };
  const fieldErrors = (location: number, date: string, alternateDate = '2027-01-06') => {
    const parsed = createTestBody.safeParse(buildTestBooking({ location, date, alternateDate }));
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('refuses 4 January 2027 in Edinburgh and takes it in Leeds', () => {
    pinToday();
    expect(fieldErrors(CENTRES.edinburgh, '2027-01-04')).toEqual([
      ['date', MESSAGES.testDateClosed],
    ]);
    expect(fieldErrors(CENTRES.leeds, '2027-01-04')).toEqual([]);
  });

  it("refuses St Patrick's Day and the Twelfth in Belfast, as a second choice too", () => {
    pinToday();
    expect(fieldErrors(CENTRES.belfast, '2027-03-17')).toEqual([['date', MESSAGES.testDateClosed]]);
    expect(fieldErrors(CENTRES.belfast, '2027-03-16', '2027-03-17')).toEqual([
      ['alternateDate', MESSAGES.testDateClosed],
    ]);
    expect(fieldErrors(CENTRES.leeds, '2027-03-17')).toEqual([]);
    expect(fieldErrors(CENTRES.edinburgh, '2027-03-17')).toEqual([]);
  });

  it('takes Easter Monday in Edinburgh, refused in Leeds', () => {
    pinToday();
    expect(fieldErrors(CENTRES.edinburgh, '2027-03-29')).toEqual([]);
    expect(fieldErrors(CENTRES.leeds, '2027-03-29')).toEqual([['date', MESSAGES.testDateClosed]]);
  });

  it('says a past date is past, not closed, and lists a closed day with other errors', () => {
    pinToday();
    expect(fieldErrors(CENTRES.edinburgh, '2026-11-30')).toEqual([
      ['date', MESSAGES.testDateTooSoon],
    ]);
    const parsed = createTestBody.safeParse({
      ...buildTestBooking({ location: CENTRES.edinburgh, date: '2027-01-04' }),
      alternateDate: '2027-01-06',
      testTime: '09:31',
    });
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['date', 'testTime']);
  });

  it('asks for a centre before judging a date by it', () => {
    pinToday();
    expect(fieldErrors(99_999, '2027-01-04')).toEqual([['location', MESSAGES.location]]);
  });

  it('knows Scotland’s 2028 days too', () => {
    vi.setSystemTime(new Date('2028-10-02T12:00:00Z'));
    expect(fieldErrors(CENTRES.edinburgh, '2028-11-30', '2028-12-01')).toEqual([
      ['date', MESSAGES.testDateClosed],
    ]);
  });
});
