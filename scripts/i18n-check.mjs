#!/usr/bin/env node
// The catalogues' own test (issue 20 point 8), run by `npm test`:
//  1. `lingui extract` changes no PO file: every message in the code is in every catalogue, and
//     none is left over (an unused key would be marked obsolete, `#~`);
//  2. every language has every message (`lingui compile --strict`);
//  3. every plural has exactly its language's CLDR categories (Lingui does not check this);
//  4. every translation keeps the source's {placeholders} and <0>tags</0>.
// Prints what is wrong and exits 1; the PO files are left as they were.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import PO from 'pofile';

const ROOTS = ['apps/web/locales', 'apps/api/locales'];
const problems = [];

function poFiles() {
  const files = [];
  for (const root of ROOTS) {
    for (const locale of readdirSync(root)) {
      for (const name of readdirSync(join(root, locale))) {
        if (name.endsWith('.po')) files.push({ locale, path: join(root, locale, name) });
      }
    }
  }
  return files;
}

function run(args) {
  const result = spawnSync('npx', ['lingui', ...args], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

// 1. Extraction is up to date, nothing obsolete.
const before = new Map(poFiles().map(({ path }) => [path, readFileSync(path, 'utf8')]));
const extract = run(['extract']);
if (!extract.ok) problems.push(`lingui extract failed:\n${extract.output}`);
for (const [path, text] of before) {
  const after = readFileSync(path, 'utf8');
  if (after !== text) {
    problems.push(`${path}: not up to date with the code (run npm run i18n:extract)`);
    writeFileSync(path, text);
  }
  if (/^#~ msgid/m.test(text)) problems.push(`${path}: unused messages (#~); remove them`);
}

// 2. No language lacks a message.
const compile = run(['compile', '--strict', '--typescript']);
if (!compile.ok) {
  const missing = compile.output
    .split('\n')
    .filter((line) => /missing|error/i.test(line))
    .slice(0, 40);
  problems.push(`lingui compile --strict failed:\n${missing.join('\n')}`);
}

// 3 and 4. Plural categories, placeholders and tags.
function pluralCases(ast, found = []) {
  for (const token of ast) {
    if (token.type === 'plural' || token.type === 'selectordinal') {
      found.push({
        kind: token.type,
        arg: token.arg,
        keys: token.cases.filter((c) => !c.key.startsWith('=')).map((c) => c.key),
      });
      for (const c of token.cases) pluralCases(c.tokens, found);
    } else if (token.type === 'select') {
      for (const c of token.cases) pluralCases(c.tokens, found);
    }
  }
  return found;
}

const placeholders = (text) =>
  new Set([...text.matchAll(/\{(\w+)(?=[,}])|<\/?(\d+)\/?>/g)].map((m) => m[0]));

for (const { locale, path } of poFiles()) {
  if (locale === 'en') continue;
  const po = PO.parse(readFileSync(path, 'utf8'));
  const categories = {
    plural: new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
    selectordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories,
  };
  for (const item of po.items) {
    const translation = item.msgstr[0] ?? '';
    if (!translation) {
      problems.push(`${path}: "${item.msgid}" has no translation`);
      continue;
    }
    let ast;
    try {
      ast = parse(translation);
    } catch (error) {
      problems.push(`${path}: "${item.msgid}" is not valid ICU: ${error.message}`);
      continue;
    }
    for (const { kind, arg, keys } of pluralCases(ast)) {
      const wanted = categories[kind];
      const missing = wanted.filter((key) => !keys.includes(key));
      const unknown = keys.filter((key) => !wanted.includes(key));
      if (missing.length || unknown.length) {
        problems.push(
          `${path}: "${item.msgid}" ${kind} {${arg}}` +
            (missing.length ? ` lacks [${missing.join(', ')}]` : '') +
            (unknown.length ? ` has no such category [${unknown.join(', ')}]` : ''),
        );
      }
    }
    const source = placeholders(item.msgid);
    const target = placeholders(translation);
    const lost = [...source].filter((p) => !target.has(p));
    const added = [...target].filter((p) => !source.has(p));
    if (lost.length || added.length) {
      problems.push(
        `${path}: "${item.msgid}"` +
          (lost.length ? ` loses ${lost.join(' ')}` : '') +
          (added.length ? ` adds ${added.join(' ')}` : ''),
      );
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\ni18n: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('i18n: every catalogue complete, current and consistent');
