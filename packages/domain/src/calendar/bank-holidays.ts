import data from '../data/bank-holidays.json' with { type: 'json' };

/*
 * The UK's bank holidays, as GOV.UK publishes them for its three divisions (docs/data.md says
 * where from and how `npm run data:bank-holidays` refreshes them; decision 027 why). A test
 * centre, or one of our classrooms, is closed on its own nation's: a Scottish centre on St
 * Andrew's Day, a Northern Irish one on St Patrick's Day, an English one on neither.
 * Source: https://www.gov.uk/bank-holidays (the data's `source` and `checkedOn`, 2026-12-07).
 */

/** GOV.UK's divisions: Wales shares England's bank holidays. */
export const NATIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/** England and Wales: the online course's final assessments, and what has no place of its own. */
export const ENGLAND_AND_WALES: Nation = 'england-and-wales';

const HOLIDAYS: Readonly<Record<Nation, ReadonlyMap<string, string>>> = {
  'england-and-wales': holidaysOf('england-and-wales'),
  scotland: holidaysOf('scotland'),
  'northern-ireland': holidaysOf('northern-ireland'),
};

function holidaysOf(nation: Nation): ReadonlyMap<string, string> {
  return new Map(data.divisions[nation].events.map((event) => [event.date, event.title]));
}

/** The last day the shipped list covers, in every nation: after it, only Sundays are known. */
export const BANK_HOLIDAYS_KNOWN_UNTIL = `${Math.min(
  ...NATIONS.map((nation) => Number(data.divisions[nation].events.at(-1)!.date.slice(0, 4))),
)}-12-31`;

/** The bank holiday's name ('St Andrew’s Day') on a YYYY-MM-DD day in `nation`, or undefined. */
export function bankHolidayOn(date: string, nation: Nation): string | undefined {
  return HOLIDAYS[nation].get(date);
}
