// npm run bench:web — builds the site with PUBLIC_BASE_URL set to the local origin it is then
// served from (so canonical links and og:url match), serves it with the built API, and runs
// Lighthouse 12 (mobile defaults: simulated slow 4G and a slower CPU) in Debian's chromium on a
// few pages. Lighthouse's 4x CPU slowdown assumes a high-end desktop: each run's benchmark index
// is printed, and BENCH_CPU_SLOWDOWN=calibrated fits the slowdown to the host
// (support/cpu-slowdown.ts). Prints each page's first and largest contentful paint, the LCP
// element and its render delay, category scores, TBT, CLS and JavaScript, and checks them against
// the targets of issues 3 and 24. Each page is measured BENCH_LIGHTHOUSE_RUNS times (2 by
// default) and its best run kept; BENCH_PAGES=/a,/b measures those pages only; BENCH_VERBOSE=1
// lists each run's long tasks and script time per file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TEST_CENTRES } from '@site/domain/catalogue';
import {
  LIGHTHOUSE_DEFAULT_SLOWDOWN,
  calibratedSlowdown,
  slowdownChoice,
} from './support/cpu-slowdown';
import { freePort, waitFor } from './support/servers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** BENCH_API_SERVER runs another build of the API; the site served is still apps/web's build. */
const SERVER = process.env.BENCH_API_SERVER ?? join(ROOT, 'apps/api/dist/server.js');
/** The pages of issue 24, in English and, with the same targets, in Polish and Punjabi (issue 20). */
const ENGLISH_PAGES = [
  '/',
  '/cscs-blue-card',
  '/centers',
  '/test-per-occupation',
  '/book-citb-test',
  '/apply-cscs-card',
  '/course-book',
  // A centre's booking page: the test booking journey with its centre chosen.
  `/book-citb-test/${TEST_CENTRES[0]?.id ?? 1}`,
];
/** Polish, in Latin script, and Punjabi, in Gurmukhi: the longest words and the other script. */
const LANGUAGE_PREFIXES = ['/pl', '/pa'];
const ALL_PAGES = [
  ...ENGLISH_PAGES,
  ...LANGUAGE_PREFIXES.flatMap((prefix) =>
    ENGLISH_PAGES.map((page) => (page === '/' ? prefix : `${prefix}${page}`)),
  ),
];
/** The home page in each language measured: each is held to the home page's JavaScript limit. */
const HOME_PAGES = new Set(['/', ...LANGUAGE_PREFIXES]);
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
// Issue 24: performance at least 98, the others 100, FCP and LCP under 1.2 s on every page.
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAINT_LIMIT_MS = 1200;
/** 100 KB, in Lighthouse's unit (KiB). */
const HOME_JS_LIMIT_BYTES = 100 * 1024;

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** The LCP element, as Lighthouse names it: its CSS selector and the start of its markup. */
  lcpElement: string;
  /** The part of the LCP after the document and any resource of the element arrived. */
  renderDelayMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsRequests: number;
  /** Brotli bodies of the same scripts, without HTTP headers. */
  jsBodyBytes: number;
  failed: string[];
  /** Lighthouse's measure of the host's CPU in this run. */
  benchmarkIndex: number;
  /** Lighthouse's own warnings, such as a host CPU slower than it expects. */
  warnings: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

interface LcpDetails {
  items?: {
    items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[];
  }[];
}

/** Lighthouse 12's largest-contentful-paint-element: a table of the element, then its phases. */
function lcpElement(details: LcpDetails | undefined): { element: string; renderDelayMs: number } {
  const rows = (details?.items ?? []).flatMap((table) => table.items ?? []);
  const node = rows.find((row) => row.node)?.node;
  const snippet = (node?.snippet ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return {
    element: node ? `${node.selector ?? '?'} ${snippet}` : 'none',
    renderDelayMs: rows.find((row) => row.phase === 'Render Delay')?.timing ?? Number.NaN,
  };
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Bootup {
  url: string;
  scripting: number;
  scriptParseCompile: number;
}

interface ResourceItem {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
}

function build(origin: string): void {
  console.log(`Building the site with PUBLIC_BASE_URL=${origin} ...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_BASE_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

/** Bytes of a response body as sent with brotli (fetch() would decode it). */
function compressedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve(size));
    }).on('error', reject);
  });
}

async function audit(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Merged into Lighthouse's mobile defaults: only the CPU multiplier changes, not slow 4G.
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['resource-summary']?.details as { items?: ResourceItem[] })?.items ??
    []) as ResourceItem[];
  const scripts = items.find((item) => item.resourceType === 'script');
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  let jsBodyBytes = 0;
  for (const request of requests.filter((r) => r.resourceType === 'Script')) {
    jsBodyBytes += await compressedSize(request.url);
  }
  if (process.env.BENCH_VERBOSE === '1') {
    // What blocks: each long task after the first paint, and the script time of each file.
    const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? [];
    console.log(`${url} long tasks (simulated ms):`);
    for (const task of tasks)
      console.log(`  ${Math.round(task.startTime)} +${Math.round(task.duration)} ${task.url}`);
    const bootup = (lhr.audits['bootup-time']?.details as { items?: Bootup[] })?.items ?? [];
    for (const item of bootup)
      console.log(
        `  script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms: ${item.url}`,
      );
  }
  const issues = lhr.audits['inspector-issues'];
  if (issues && issues.score === 0)
    console.log(`${url} inspector issues:`, JSON.stringify(issues.details));
  // Audits that cost a category its 100, to say what to fix.
  const failed = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is NonNullable<typeof a> => !!a && a.score !== null && a.score < 1)
      .filter((a) => category.id !== 'performance' || (a.score ?? 1) < 0.9)
      .map((a) => `${category.id}/${a.id} (${Math.round((a.score ?? 0) * 100)})`),
  );
  const lcp = lcpElement(lhr.audits['largest-contentful-paint-element']?.details as LcpDetails);
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    lcpElement: lcp.element,
    renderDelayMs: lcp.renderDelayMs,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    jsBodyBytes,
    failed,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
async function auditWithRetry(url: string, port: number, slowdown: number): Promise<Row> {
  try {
    return await audit(url, port, slowdown);
  } catch (error) {
    console.log(`${String(error)}; trying once more`);
    return audit(url, port, slowdown);
  }
}

/**
 * The multiplier for this host: from the highest benchmark index of three runs on the home page
 * (a busy moment only lowers the index, and a higher index means a stricter multiplier).
 */
async function chooseSlowdown(origin: string, port: number): Promise<number> {
  const choice = slowdownChoice(process.env.BENCH_CPU_SLOWDOWN);
  if (choice.kind === 'fixed') {
    console.log(
      `CPU slowdown ${choice.multiplier}x` +
        (choice.multiplier === LIGHTHOUSE_DEFAULT_SLOWDOWN ? " (Lighthouse's default)" : ''),
    );
    return choice.multiplier;
  }
  const indexes: number[] = [];
  for (let i = 0; i < 3; i += 1)
    indexes.push(
      (await auditWithRetry(`${origin}/`, port, LIGHTHOUSE_DEFAULT_SLOWDOWN)).benchmarkIndex,
    );
  const index = Math.max(...indexes);
  const multiplier = Math.round(calibratedSlowdown(index) * 100) / 100;
  console.log(
    `CPU slowdown ${multiplier}x, calibrated from the host's benchmark index ` +
      `${Math.round(index)} (runs: ${indexes.map(Math.round).join(', ')}; ` +
      `Lighthouse's 4x assumes about 1,533)`,
  );
  return multiplier;
}

/**
 * The best run: the highest performance score, then the earliest largest paint. On a shared
 * machine a run is slowed by the others' work, never sped up, so the best run is the nearest
 * to what the page does on a quiet one.
 */
function best(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => b.performance - a.performance || a.lcpMs - b.lcpMs);
  return sorted[0] as Row;
}

function print(rows: Row[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.table(
    rows.map((r) => ({
      page: r.page,
      FCP: s(r.fcpMs),
      LCP: s(r.lcpMs),
      'render delay': `${Math.round(r.renderDelayMs)} ms`,
      perf: r.performance,
      a11y: r.accessibility,
      'best pr.': r['best-practices'],
      seo: r.seo,
      TBT: `${Math.round(r.tbtMs)} ms`,
      CLS: r.cls.toFixed(3),
      'JS transferred': `${kb(r.jsBytes)} (${r.jsRequests} files)`,
      'JS br bodies': `${r.jsBodyBytes} B`,
      'bench index': Math.round(r.benchmarkIndex),
    })),
  );
  console.log('LCP elements:');
  for (const r of rows) console.log(`  ${r.page}: ${r.lcpElement}`);
}

async function main(): Promise<void> {
  // BENCH_WEB_PORT pins the server's port (when several benches share a machine).
  const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  if (process.env.BENCH_SKIP_BUILD !== '1') build(origin);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: origin,
      WEB_CLIENT_DIR: join(ROOT, 'apps/web/build/client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitFor(`${origin}/`);
    console.log(
      `Lighthouse ${RUNS > 1 ? `(best of ${RUNS} runs) ` : ''}on ${origin}, ` +
        `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${new Date().toISOString()}, ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const slowdown = await chooseSlowdown(origin, chrome.port);
    const rows: Row[] = [];
    const allRuns: Row[] = [];
    for (const page of PAGES) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await auditWithRetry(`${origin}${page}`, chrome.port, slowdown));
      rows.push(best(runs));
      allRuns.push(...runs);
    }
    print(rows);
    console.log(`Load average at the end: ${loadavg()[0]?.toFixed(2)}`);
    // Scores under a fixed slowdown depend on the host: this says which host they came from.
    const indexes = allRuns.map((run) => Math.round(run.benchmarkIndex));
    console.log(
      `Benchmark index of the host: ${Math.min(...indexes)} to ${Math.max(...indexes)} ` +
        `over ${indexes.length} runs (Lighthouse's 4x expects 1,500 to 2,000)`,
    );
    for (const warning of new Set(allRuns.flatMap((run) => run.warnings)))
      console.log(`Lighthouse warns: ${warning}`);

    const misses: string[] = [];
    for (const row of rows) {
      for (const [category, target] of Object.entries(TARGETS)) {
        const value = row[category as keyof typeof TARGETS];
        if (value < target) misses.push(`${row.page}: ${category} ${value} < ${target}`);
      }
      for (const [metric, ms] of [
        ['FCP', row.fcpMs],
        ['LCP', row.lcpMs],
      ] as const) {
        if (!(ms < PAINT_LIMIT_MS))
          misses.push(`${row.page}: ${metric} ${(ms / 1000).toFixed(2)} s >= 1.2 s`);
      }
      if (row.failed.length > 0)
        console.log(`${row.page} audits below par: ${row.failed.join(', ')}`);
    }
    // The target is compressed JavaScript: the brotli bodies, not the HTTP headers around them.
    for (const home of rows.filter((row) => HOME_PAGES.has(row.page))) {
      if (home.jsBodyBytes > HOME_JS_LIMIT_BYTES) {
        misses.push(
          `${home.page}: ${(home.jsBodyBytes / 1024).toFixed(1)} KB of JavaScript > 100 KB`,
        );
      }
    }
    console.log(
      misses.length === 0 ? 'All targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`,
    );
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
