// Refreshes packages/domain/src/data/bank-holidays.json from GOV.UK's published list
// (https://www.gov.uk/bank-holidays.json), keeping its England and Wales division. Days already
// in the file and no longer in the feed (GOV.UK drops past years) are kept, so the file only
// grows. Usage: npm run data:bank-holidays [-- URL-or-file]
/* global fetch */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = 'https://www.gov.uk/bank-holidays.json';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(repoRoot, 'packages', 'domain', 'src', 'data', 'bank-holidays.json');
const from = process.argv[2] ?? SOURCE;

async function readFeed() {
  if (!/^https?:/.test(from)) return JSON.parse(readFileSync(from, 'utf8'));
  const response = await fetch(from, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${from} answered ${response.status}`);
  return response.json();
}

const feed = await readFeed();
const division = feed['england-and-wales'];
if (!division || !Array.isArray(division.events)) {
  throw new Error('The feed has no england-and-wales events: has GOV.UK changed its format?');
}
const current = JSON.parse(readFileSync(target, 'utf8'));
const byDate = new Map(current.events.map((event) => [event.date, event]));
for (const { title, date, notes } of division.events) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a date: ${date}`);
  byDate.set(date, { title, date, notes: notes ?? '' });
}
const events = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
writeFileSync(
  target,
  `${JSON.stringify({ division: 'england-and-wales', source: SOURCE, events }, null, 2)}\n`,
);
console.log(`${events.length} bank holidays, ${events[0].date} to ${events.at(-1).date}`);
