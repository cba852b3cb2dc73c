/**
 * How one language writes a long date, from CLDR (scripts/date-words.mjs writes one JSON file
 * per language under data/date-words). `pattern` holds {weekday}, {day}, {month} and {year};
 * `months` are in the form a date uses ('listopada', not 'listopad'); `weekdays` start on Sunday.
 * The table is data rather than Intl in the browser because browsers lack some languages' dates.
 */
export interface DateWords {
  pattern: string;
  months: readonly string[];
  weekdays: readonly string[];
}

/** A UTC-midnight day written with `words`. */
export function fillDateWords(words: DateWords, day: Date): string {
  const values: Record<string, string> = {
    weekday: words.weekdays[day.getUTCDay()] ?? '',
    day: String(day.getUTCDate()),
    month: words.months[day.getUTCMonth()] ?? '',
    year: String(day.getUTCFullYear()),
  };
  return words.pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
