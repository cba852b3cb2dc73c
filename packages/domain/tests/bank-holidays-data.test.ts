import { describe, expect, it } from 'vitest';
import data from '../src/data/bank-holidays.json' with { type: 'json' };
import { NATIONS, weekdayOf } from '../src/calendar';
import type { Nation } from '../src/calendar';
import { addDays } from '../src/validators';

/*
 * The shipped list against the statutory rules (Banking and Financial Dealings Act 1971,
 * Schedule 1; St Andrew's Day Bank Holiday (Scotland) Act 2007): every day a weekday, each
 * nation's usual holidays once a year, a substitute day only where the day itself is a
 * weekend. A one-off holiday (a coronation, Scotland's World Cup day) is listed in ONE_OFF.
 */

const COMMON = [
  'New Year’s Day',
  'Good Friday',
  'Early May bank holiday',
  'Spring bank holiday',
  'Summer bank holiday',
  'Christmas Day',
  'Boxing Day',
];
const USUAL: Record<Nation, string[]> = {
  'england-and-wales': [...COMMON, 'Easter Monday'],
  scotland: [...COMMON, '2nd January', 'St Andrew’s Day'],
  'northern-ireland': [
    ...COMMON,
    'Easter Monday',
    'St Patrick’s Day',
    'Battle of the Boyne (Orangemen’s Day)',
  ],
};
/** The day (MM-DD) a holiday with a fixed date falls on when that is a weekday. */
const FIXED: Record<string, string> = {
  'New Year’s Day': '01-01',
  '2nd January': '01-02',
  'St Patrick’s Day': '03-17',
  'Battle of the Boyne (Orangemen’s Day)': '07-12',
  'St Andrew’s Day': '11-30',
  'Christmas Day': '12-25',
  'Boxing Day': '12-26',
};
const YEARS = [2025, 2026, 2027, 2028];
/** One-off holidays GOV.UK lists besides the usual ones. */
const ONE_OFF: Partial<Record<Nation, Record<string, string>>> = {
  scotland: { '2026-06-15': 'World Cup bank holiday' },
};

describe('the bank holiday data', () => {
  it('says where it is from, when it was checked and which years were computed', () => {
    expect(data.source).toBe('https://www.gov.uk/bank-holidays.json');
    expect(data.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.computedYears.every((year) => YEARS.includes(year))).toBe(true);
  });

  for (const nation of NATIONS) {
    const events = data.divisions[nation].events;

    it(`${nation}: every day is Monday to Friday, in order, none twice`, () => {
      for (const { date } of events) expect([1, 2, 3, 4, 5], date).toContain(weekdayOf(date));
      const dates = events.map((event) => event.date);
      expect(dates).toEqual([...new Set(dates)].sort());
    });

    it(`${nation}: each usual holiday once a year, 2025 to 2028`, () => {
      for (const year of YEARS) {
        const oneOff = ONE_OFF[nation] ?? {};
        const titles = events
          .filter((event) => event.date.startsWith(`${year}-`))
          .filter((event) => oneOff[event.date] !== event.title)
          .map((event) => event.title);
        expect(titles.sort(), `${nation} ${year}`).toEqual([...USUAL[nation]].sort());
      }
    });

    it(`${nation}: a fixed-date holiday moves, as a substitute day, only off a weekend`, () => {
      for (const { title, date, notes } of events) {
        const fixed = FIXED[title];
        if (!fixed) continue;
        const own = `${date.slice(0, 4)}-${fixed}`;
        const weekend = [0, 6].includes(weekdayOf(own));
        expect(date === own, `${title} ${date}`).toBe(!weekend);
        expect(notes, `${title} ${date}`).toBe(weekend ? 'Substitute day' : '');
        // The substitute is the first free weekday after, at most 3 days on.
        if (weekend) expect(date > own && date <= addDays(own, 3), `${title} ${date}`).toBe(true);
      }
    });
  }

  it('puts Scotland’s summer holiday on the first Monday of August, the others on the last', () => {
    const summer = (nation: Nation, year: number) =>
      data.divisions[nation].events.find(
        (event) => event.title === 'Summer bank holiday' && event.date.startsWith(`${year}-`),
      )!.date;
    for (const year of YEARS) {
      expect(Number(summer('scotland', year).slice(8))).toBeLessThanOrEqual(7);
      expect(Number(summer('england-and-wales', year).slice(8))).toBeGreaterThan(24);
      expect(summer('northern-ireland', year)).toBe(summer('england-and-wales', year));
    }
  });
});
