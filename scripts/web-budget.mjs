#!/usr/bin/env node
// The JavaScript budget of every prerendered page (issue 24 point 4), checked on the built files:
// `npm test` runs it after the build; `npm run budget:update` records the current figures.
//
// For each HTML file of apps/web/build/client it finds the scripts the page starts: module
// scripts and modulepreload links, and, on pages whose scripts start after the first paint
// (decision 016), the held module script (`<script type="text/plain" id="boot-modules">`) and
// the list of chunks its loader preloads. It follows their static imports, sums the brotli sizes
// of all those files, and compares the total and the number of preloaded chunks with
// scripts/web-budget.json. Not a timed test: it reads files only.
//
// Every language's page is held to its English page's budget (issue 20): '/pl/book-citb-test'
// to '/book-citb-test'. The budget file lists the English paths only.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = join(ROOT, 'apps/web/build/client');
const BUDGET_FILE = join(ROOT, 'scripts/web-budget.json');
/** Room for noise: the origin baked into the build moves a page's bytes by about 200 B. */
const BYTES_TOLERANCE = 0.01;

const SCRIPT_SRC = /<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g;
const MODULE_TEXT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const HELD_TEXT = /<script type="text\/plain" id="boot-modules">([\s\S]*?)<\/script>/g;
/** The loader of decision 016 ends with the JSON list of the chunks it preloads. */
const LOADER_LIST = /\}\)\((\["\/assets\/[^\]]*\])\);<\/script>/g;
/** `import "x"`, `import * as a from "x"`, `import("x")` in a page's inline module script. */
const TEXT_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+from\s*)?\(?\s*"([^"]+\.js)"/g;
/** Static imports between chunks (`import{a as b}from"./x.js"`); `import("…")` loads later. */
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+from\s*)?"([^"]+\.js)"/g;
const SPA_FALLBACK = '__spa-fallback.html';
const LANGUAGE_PREFIX = /^\/(bg|cs|cy|de|es|fr|hu|lt|pa|pl|pt|ro|ru)(?=\/|$)/;
/** '/pl/book-citb-test' -> '/book-citb-test', '/pl' -> '/'. */
const englishPath = (path) => path.replace(LANGUAGE_PREFIX, '') || '/';

function* pages(dir, path = '/') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') yield* pages(join(dir, entry.name), `${path}${entry.name}/`);
    } else if (entry.name === 'index.html') {
      yield { path: path === '/' ? '/' : path.slice(0, -1), file: join(dir, entry.name) };
    }
  }
}

const all = (regex, text) => [...text.matchAll(regex)].map((match) => match[1]);

const brotliCache = new Map();
/** The brotli size the server sends: the precompressed file, or the file compressed now. */
function brotliSize(url) {
  if (!brotliCache.has(url)) {
    const file = join(CLIENT, url);
    const size = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(readFileSync(file), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
    brotliCache.set(url, size);
  }
  return brotliCache.get(url);
}

/** Every chunk a page runs at start: its roots and their static imports, transitively. */
function closure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(CLIENT, url), 'utf8');
    for (const spec of all(STATIC_IMPORT, code)) queue.push(posix.join(posix.dirname(url), spec));
  }
  return seen;
}

/** One page's figures: brotli bytes of the JavaScript it runs, chunks preloaded, files run. */
export function measure(html) {
  const inline = [...all(MODULE_TEXT, html), ...all(HELD_TEXT, html)];
  const preloaded = new Set([
    ...all(PRELOAD, html),
    ...all(LOADER_LIST, html).flatMap((list) => JSON.parse(list)),
  ]);
  const roots = [
    ...all(SCRIPT_SRC, html),
    ...inline.flatMap((text) => all(TEXT_IMPORT, text)),
    ...preloaded,
  ];
  const files = closure(roots);
  let js = 0;
  for (const url of files) js += brotliSize(url);
  return { js, chunks: preloaded.size, files: files.size };
}

function measureAll() {
  const figures = {};
  for (const { path, file } of pages(CLIENT)) {
    if (file.endsWith(SPA_FALLBACK)) continue;
    figures[path] = measure(readFileSync(file, 'utf8'));
  }
  return Object.fromEntries(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b)));
}

/** Written as prettier writes it, one page a line, so that `npm test -- format` passes. */
function budgetText(figures) {
  const lines = Object.entries(figures).map(
    ([path, { js, chunks }]) => `  ${JSON.stringify(path)}: { "js": ${js}, "chunks": ${chunks} }`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The centres' booking pages, alike, as one row: /book-citb-test/{id} (170 pages), the largest. */
function grouped(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = row.page.replace(/^((?:\/[a-z]{2})?\/[^/]+)\/\d+$/, '$1/{id}');
    const group = groups.get(key);
    if (!group) groups.set(key, { ...row, page: key, count: 1 });
    else {
      group.count += 1;
      if (row['JS (brotli B)'] > group['JS (brotli B)'])
        Object.assign(group, row, { page: key, count: group.count });
    }
  }
  return [...groups.values()].map(({ count, ...row }) =>
    count > 1 ? { ...row, page: `${row.page} (${count} pages, largest)` } : row,
  );
}

function main() {
  if (!existsSync(CLIENT)) {
    console.error('No build in apps/web/build/client: run `npm run build` first.');
    return 1;
  }
  const figures = measureAll();
  if (process.argv.includes('--update')) {
    // Each English path records the largest figures of its page in any language.
    const recorded = {};
    for (const [path, now] of Object.entries(figures)) {
      const key = englishPath(path);
      const was = recorded[key];
      recorded[key] = was
        ? { js: Math.max(was.js, now.js), chunks: Math.max(was.chunks, now.chunks) }
        : now;
    }
    const sorted = Object.fromEntries(
      Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(BUDGET_FILE, budgetText(sorted));
    console.log(
      `Recorded the budget of ${Object.keys(sorted).length} pages in scripts/web-budget.json.`,
    );
    return 0;
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const problems = [];
  const rows = [];
  for (const [path, now] of Object.entries(figures)) {
    const limit = budget[englishPath(path)];
    if (!limit) {
      problems.push(`${path}: no budget recorded (npm run budget:update)`);
      continue;
    }
    const maxJs = Math.floor(limit.js * (1 + BYTES_TOLERANCE));
    if (now.js > maxJs)
      problems.push(`${path}: ${now.js} B of JavaScript > budget ${limit.js} B (+1%)`);
    if (now.chunks > limit.chunks)
      problems.push(`${path}: ${now.chunks} preloaded chunks > budget ${limit.chunks}`);
    rows.push({
      page: path,
      'JS (brotli B)': now.js,
      budget: limit.js,
      'preloaded chunks': now.chunks,
      'chunk budget': limit.chunks,
      'files run': now.files,
    });
  }
  for (const path of Object.keys(budget))
    if (!figures[path] && !Object.keys(figures).some((built) => englishPath(built) === path))
      console.log(`${path}: in the budget but not built (npm run budget:update)`);
  console.table(grouped(rows));
  if (problems.length > 0) {
    // The centres' pages, alike, as one line each.
    const lines = new Map();
    for (const problem of problems) {
      const line = problem.replace(/^(\/[^/]+)\/\d+:/, '$1/{id}:');
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
    const shown = [...lines].map(([line, n]) => (n > 1 ? `${line} (${n} pages)` : line));
    console.log(`JavaScript budget exceeded:\n  ${shown.join('\n  ')}`);
    console.log('If the growth is deliberate, record it with `npm run budget:update`.');
    return 1;
  }
  console.log(`JavaScript budget met by all ${rows.length} pages.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
