// Writes packages/domain/src/data/date-words/{locale}.json: how each site language writes a long
// date ('środa, 25 listopada 2026'), taken from Node's full ICU (CLDR). Browsers ship date data
// only for their own UI languages (Chromium has none for Welsh and a stub for Punjabi), so pages
// and emails format dates from these files and read the same on every device (issue 20).
// Run `npm run data:date-words` after a Node upgrade; CI checks the files are current.
import { mkdirSync, writeFileSync } from 'node:fs';

const LOCALES = ['bg', 'cs', 'cy', 'de', 'es', 'fr', 'hu', 'lt', 'pa', 'pl', 'pt', 'ro', 'ru'];
const OPTIONS = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const out = new URL('../packages/domain/src/data/date-words/', import.meta.url);
mkdirSync(out, { recursive: true });

for (const locale of LOCALES) {
  const format = new Intl.DateTimeFormat(locale, OPTIONS);
  const partsOf = (date) => format.formatToParts(date);
  const pattern = partsOf(new Date(Date.UTC(2026, 0, 5)))
    .map((part) => (part.type === 'literal' ? part.value : `{${part.type}}`))
    .join('')
    // CLDR puts narrow no-break spaces in some patterns; a plain space reads the same and keeps
    // texts in the GSM alphabet.
    .replace(/[\u202f\u00a0]/g, ' ');
  const months = Array.from(
    { length: 12 },
    (_, m) => partsOf(new Date(Date.UTC(2026, m, 15))).find((p) => p.type === 'month').value,
  );
  // 2026-11-01 is a Sunday: index 0 is Sunday, as Date.getUTCDay counts.
  const weekdays = Array.from(
    { length: 7 },
    (_, d) => partsOf(new Date(Date.UTC(2026, 10, 1 + d))).find((p) => p.type === 'weekday').value,
  );
  const file = new URL(`${locale}.json`, out);
  writeFileSync(file, `${JSON.stringify({ pattern, months, weekdays }, null, 2)}\n`);
}
console.log(`date words written for ${LOCALES.length} languages`);
