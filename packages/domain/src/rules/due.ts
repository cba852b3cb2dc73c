import { OFFICIAL_PAGES, type OfficialPageKey } from './official-pages';
import { RULES, type RegisteredRule } from './register';

/** How long a page's reading counts before it is due to be read again. */
export const RECHECK_AFTER_MONTHS = 6;

/** The day `months` calendar months before `date` ('YYYY-MM-DD'). */
function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return first.toISOString().slice(0, 10);
}

export interface DuePage {
  key: OfficialPageKey;
  url: string;
  checkedOn: string;
  rules: RegisteredRule[];
}

/** The official pages not read since `RECHECK_AFTER_MONTHS` before `today`, with their rules. */
export function pagesDue(today: string, rules: readonly RegisteredRule[] = RULES): DuePage[] {
  const since = monthsBefore(today, RECHECK_AFTER_MONTHS);
  return (Object.keys(OFFICIAL_PAGES) as OfficialPageKey[])
    .filter((key) => OFFICIAL_PAGES[key].checkedOn < since)
    .map((key) => ({
      key,
      url: OFFICIAL_PAGES[key].url,
      checkedOn: OFFICIAL_PAGES[key].checkedOn,
      rules: rules.filter((rule) => rule.source === key),
    }));
}
