// Refreshes packages/domain/src/data/bank-holidays.json from GOV.UK's published list
// (https://www.gov.uk/bank-holidays.json), keeping all three of its divisions: England and
// Wales, Scotland and Northern Ireland (test centres close on their own nation's days). Days
// already in the file and no longer in the feed (GOV.UK drops past years) are kept, so the file
// only grows. A year the feed covers replaces the one in the file, computed days included, and
// leaves `computedYears` (years worked out from the statutory rules, not yet seen in the feed).
// Usage: npm run data:bank-holidays [-- URL-or-file]
/* global fetch */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = 'https://www.gov.uk/bank-holidays.json';
const PAGE = 'https://www.gov.uk/bank-holidays';
const DIVISIONS = ['england-and-wales', 'scotland', 'northern-ireland'];
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(repoRoot, 'packages', 'domain', 'src', 'data', 'bank-holidays.json');
const from = process.argv[2] ?? SOURCE;

async function readFeed() {
  if (!/^https?:/.test(from)) return JSON.parse(readFileSync(from, 'utf8'));
  const response = await fetch(from, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${from} answered ${response.status}`);
  return response.json();
}

const yearOf = (date) => Number(date.slice(0, 4));
const feed = await readFeed();
const current = JSON.parse(readFileSync(target, 'utf8'));
const fedYears = new Set();
const divisions = {};
for (const name of DIVISIONS) {
  const division = feed[name];
  if (!division || !Array.isArray(division.events) || division.events.length === 0) {
    throw new Error(`The feed has no ${name} events: has GOV.UK changed its format?`);
  }
  const fresh = division.events.map(({ title, date, notes }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a date: ${date}`);
    return { title, date, notes: notes ?? '' };
  });
  const years = new Set(fresh.map((event) => yearOf(event.date)));
  for (const year of years) fedYears.add(year);
  // A year the feed lists is taken whole from it: a computed day it moved is not kept twice.
  const kept = (current.divisions?.[name]?.events ?? []).filter(
    (event) => !years.has(yearOf(event.date)),
  );
  const events = [...kept, ...fresh].sort((a, b) => a.date.localeCompare(b.date));
  divisions[name] = { events };
}
const computedYears = (current.computedYears ?? []).filter((year) => !fedYears.has(year));
const checkedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
  new Date(),
);
writeFileSync(
  target,
  `${JSON.stringify({ source: SOURCE, page: PAGE, checkedOn, computedYears, divisions }, null, 2)}\n`,
);
for (const name of DIVISIONS) {
  const { events } = divisions[name];
  console.log(
    `${name}: ${events.length} bank holidays, ${events[0].date} to ${events.at(-1).date}`,
  );
}
console.log(
  computedYears.length
    ? `Still computed from the rules, not in the feed: ${computedYears.join(', ')}`
    : 'Every year is from the feed.',
);
