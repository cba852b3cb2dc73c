// Lists the official pages whose rules were not checked in the last 6 months, with the rules
// each one backs (packages/domain/src/rules, decision 033). Read each page again, correct what
// has moved, and set its checkedOn to the day you read it. Exits 0 either way: CI prints the
// list so that it is seen, and a due reading is work to do, not a broken build.
// Usage: npm run rules:due [-- YYYY-MM-DD]
import { OFFICIAL_PAGES, RECHECK_AFTER_MONTHS, RULES, pagesDue } from '@site/domain/rules';

const today = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const due = pagesDue(today);
const pages = Object.keys(OFFICIAL_PAGES).length;
console.log(
  `${RULES.length} rules from ${pages} official pages; ${due.length} not checked since ${RECHECK_AFTER_MONTHS} months before ${today}.`,
);
for (const page of due) {
  console.log(`\n${page.url} (last checked ${page.checkedOn})`);
  for (const rule of page.rules) console.log(`  - ${rule.id}: ${rule.says}`);
}
