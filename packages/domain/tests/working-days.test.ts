import { describe, expect, it } from 'vitest';
import {
  BANK_HOLIDAYS_KNOWN_UNTIL,
  bankHolidayOn,
  isClosedDay,
  isClosedEverywhere,
  isWorkingDay,
  openDayFrom,
  workingDayFrom,
  workingDaysBefore,
} from '../src/calendar';
import { isLateChange, lastFreeChangeDay } from '../src/fulfilment';
import { addDays } from '../src/validators';

const EW = 'england-and-wales';

describe('working days', () => {
  it('knows England and Wales bank holidays, substitute days included', () => {
    expect(bankHolidayOn('2026-12-25', EW)).toBe('Christmas Day');
    // Boxing Day 2026 is a Saturday, so the holiday is the Monday after.
    expect(bankHolidayOn('2026-12-26', EW)).toBeUndefined();
    expect(bankHolidayOn('2026-12-28', EW)).toBe('Boxing Day');
    expect(bankHolidayOn('2027-03-26', EW)).toBe('Good Friday');
    expect(bankHolidayOn('2027-03-29', EW)).toBe('Easter Monday');
    expect(BANK_HOLIDAYS_KNOWN_UNTIL >= '2027-12-31').toBe(true);
  });

  it('counts Monday to Friday that are not bank holidays', () => {
    expect(isWorkingDay('2026-11-25', EW)).toBe(true); // a Wednesday
    expect(isWorkingDay('2026-11-28', EW)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', EW)).toBe(false); // Sunday
    expect(isWorkingDay('2026-08-31', EW)).toBe(false); // Summer bank holiday
  });

  it('closes centres on Sundays and bank holidays, not on Saturdays', () => {
    expect(isClosedDay('2026-11-29', EW)).toBe(true);
    expect(isClosedDay('2026-12-25', EW)).toBe(true);
    expect(isClosedDay('2026-11-28', EW)).toBe(false);
  });

  it('finds the next open day and the next working day', () => {
    expect(openDayFrom('2026-11-25', EW)).toBe('2026-11-25');
    expect(openDayFrom('2026-12-25', EW)).toBe('2026-12-26'); // Christmas Day, then a Saturday
    expect(openDayFrom('2026-12-27', EW)).toBe('2026-12-29'); // Sunday, then Boxing Day (substitute)
    expect(workingDayFrom('2026-12-25', EW)).toBe('2026-12-29');
    expect(workingDayFrom('2026-11-28', EW)).toBe('2026-11-30');
  });

  it('adds days across months, years and the clock change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts back working days without counting the day itself', () => {
    expect(workingDaysBefore('2026-12-04', 3, EW)).toBe('2026-12-01'); // Friday → Tuesday
    expect(workingDaysBefore('2026-12-07', 3, EW)).toBe('2026-12-02'); // Monday → Wednesday
  });
});

describe('the last free day to change or cancel', () => {
  it('is 3 working days before the slot', () => {
    // Thursday 10 December 2026: Wednesday, Tuesday, Monday.
    expect(lastFreeChangeDay('2026-12-10', EW)).toBe('2026-12-07');
  });

  it('skips a weekend', () => {
    // Tuesday 8 December 2026: Monday, Friday, Thursday.
    expect(lastFreeChangeDay('2026-12-08', EW)).toBe('2026-12-03');
  });

  it('skips Christmas, the substitute Boxing Day and New Year', () => {
    // Tuesday 29 December 2026: Monday 28 (Boxing Day substitute), Sunday, Saturday and
    // Friday 25 (Christmas) do not count: Thursday 24, Wednesday 23, Tuesday 22.
    expect(lastFreeChangeDay('2026-12-29', EW)).toBe('2026-12-22');
    // Monday 4 January 2027: Friday 1 is New Year's Day; Thursday 31, Wednesday 30, Tuesday 29.
    expect(lastFreeChangeDay('2027-01-04', EW)).toBe('2026-12-29');
  });

  it('skips Easter', () => {
    // Tuesday 30 March 2027: Easter Monday and Good Friday do not count.
    expect(lastFreeChangeDay('2027-03-30', EW)).toBe('2027-03-23');
  });

  it('skips a bank holiday Monday at the end of May', () => {
    // Wednesday 2 June 2027: Tuesday 1, Monday 31 May (Spring bank holiday), Friday 28, Thursday 27.
    expect(lastFreeChangeDay('2027-06-02', EW)).toBe('2027-05-27');
  });

  it('is free all of the last day and late from the next', () => {
    expect(isLateChange('2026-12-10', '2026-12-07', EW)).toBe(false);
    expect(isLateChange('2026-12-10', '2026-12-08', EW)).toBe(true);
    expect(isLateChange('2026-12-10', '2026-11-25', EW)).toBe(false);
  });
});

describe('closed days by nation (decision 027)', () => {
  it('closes a Scottish centre on its own bank holidays, not an English one', () => {
    // 2 January 2027 is a Saturday: Scotland's holiday is Monday 4 January.
    expect(bankHolidayOn('2027-01-04', 'scotland')).toBe('2nd January');
    expect(isClosedDay('2027-01-04', 'scotland')).toBe(true);
    expect(isClosedDay('2027-01-04', EW)).toBe(false);
    // St Andrew's Day, Tuesday 30 November 2027.
    expect(bankHolidayOn('2027-11-30', 'scotland')).toBe('St Andrew’s Day');
    expect(isClosedDay('2027-11-30', 'scotland')).toBe(true);
    expect(isClosedDay('2027-11-30', EW)).toBe(false);
  });

  it("keeps Scotland's summer holiday at the start of August and no Easter Monday", () => {
    expect(isClosedDay('2027-08-02', 'scotland')).toBe(true);
    expect(isClosedDay('2027-08-30', 'scotland')).toBe(false);
    expect(isClosedDay('2027-08-30', EW)).toBe(true);
    expect(isClosedDay('2027-03-29', 'scotland')).toBe(false); // Easter Monday
    expect(isClosedDay('2027-03-26', 'scotland')).toBe(true); // Good Friday
  });

  it('closes a Northern Irish centre on St Patrick’s Day and the Twelfth', () => {
    for (const day of ['2027-03-17', '2027-07-12']) {
      expect(isClosedDay(day, 'northern-ireland'), day).toBe(true);
      expect(isClosedDay(day, EW), day).toBe(false);
      expect(isClosedDay(day, 'scotland'), day).toBe(false);
    }
    // Sunday 12 July 2026: the holiday is Monday 13.
    expect(bankHolidayOn('2026-07-13', 'northern-ireland')).toBe(
      'Battle of the Boyne (Orangemen’s Day)',
    );
  });

  it('counts working days in the slot’s nation for the free-change rule', () => {
    // A test on Thursday 2 December 2027: in Scotland Tuesday 30 November does not count.
    expect(lastFreeChangeDay('2027-12-02', EW)).toBe('2027-11-29');
    expect(lastFreeChangeDay('2027-12-02', 'scotland')).toBe('2027-11-26');
    expect(isLateChange('2027-12-02', '2027-11-29', 'scotland')).toBe(true);
    expect(isLateChange('2027-12-02', '2027-11-29', EW)).toBe(false);
    // Friday 19 March 2027 in Belfast: Wednesday 17 does not count.
    expect(lastFreeChangeDay('2027-03-19', 'northern-ireland')).toBe('2027-03-15');
    expect(workingDaysBefore('2027-01-05', 1, 'scotland')).toBe('2026-12-31');
    expect(openDayFrom('2027-01-04', 'scotland')).toBe('2027-01-05');
  });

  it('knows the days closed in every nation, for dates checked before the place is', () => {
    expect(isClosedEverywhere('2027-11-28')).toBe(true); // a Sunday
    expect(isClosedEverywhere('2027-03-26')).toBe(true); // Good Friday
    expect(isClosedEverywhere('2027-11-30')).toBe(false); // Scotland only
    expect(isClosedEverywhere('2027-03-29')).toBe(false); // not Scotland
  });
});
