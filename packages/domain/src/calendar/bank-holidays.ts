import data from '../data/bank-holidays.json' with { type: 'json' };

/*
 * England and Wales bank holidays, as GOV.UK publishes them (docs/data.md says where from and
 * how `npm run data:bank-holidays` refreshes them). Test centres and our courses are closed on
 * them, and they are not working days for the free-change rule. The data holds GOV.UK's three
 * divisions; only England and Wales's are used so far.
 */

/** GOV.UK's divisions: Wales shares England's bank holidays. */
export const NATIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

const EVENTS = data.divisions['england-and-wales'].events;
const HOLIDAYS: ReadonlyMap<string, string> = new Map(
  EVENTS.map((event) => [event.date, event.title]),
);

/** The last day the shipped list covers: after it, only weekends are known to be closed. */
export const BANK_HOLIDAYS_KNOWN_UNTIL = `${EVENTS.at(-1)!.date.slice(0, 4)}-12-31`;

/** The bank holiday's name ('Christmas Day') on a YYYY-MM-DD day, or undefined. */
export function bankHolidayOn(date: string): string | undefined {
  return HOLIDAYS.get(date);
}
