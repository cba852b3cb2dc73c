// npm run bench:api — bounded autocannon runs against the built API on 127.0.0.1, on PGlite
// and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL, each call in slices
// alternating with a bare Fastify route. Prints requests per second, p50 and p99, and the ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { BASIC, startProcess, waitFor } from './support/servers';

const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const SLICES = 4;
const WARM_UP_SECONDS = 1;

interface Yardstick {
  name: string;
  options: autocannon.Options;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
}

function rowOf(name: string, results: autocannon.Result[]): Row {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  return {
    name,
    rps: requests / seconds,
    // The median of the slices' medians, and the worst slice's p99.
    p50: results.map((result) => result.latency.p50).sort((a, b) => a - b)[results.length >> 1]!,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/**
 * Measures a call and its yardstick in alternating slices, so that the machine's speed, which
 * drifts from minute to minute on a shared virtual machine, weighs on both alike.
 */
async function measure(
  name: string,
  options: autocannon.Options,
  yardstick: Yardstick,
): Promise<[Row, Row]> {
  const calls: autocannon.Result[] = [];
  const yardsticks: autocannon.Result[] = [];
  // Unmeasured warm-up of both: the first second of a route runs before V8 has compiled it,
  // and a pooled connection may not be open yet.
  await run(yardstick.options, WARM_UP_SECONDS);
  await run(options, WARM_UP_SECONDS);
  for (let slice = 0; slice < SLICES; slice += 1) {
    yardsticks.push(await run(yardstick.options, DURATION / SLICES));
    calls.push(await run(options, DURATION / SLICES));
  }
  return [rowOf(name, calls), rowOf(yardstick.name, yardsticks)];
}

async function json(url: string, body: unknown): Promise<{ data: Record<string, string> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data: Record<string, string> };
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const api = await startProcess([SERVER], {
    ...env,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    RATE_LIMIT_ORDER_READS_PER_MINUTE: '100000000',
  });
  const bare = await startProcess(
    ['--import', 'tsx', BARE],
    env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {},
  );
  try {
    await waitFor(`${api.origin}/api/v2/course/offline/location/all`, { authorization: BASIC });
    await waitFor(`${bare.origin}/bare`);
    const base = `${api.origin}/api/v2`;
    const { userId } = (await json(`${base}/candidate`, buildCandidate())).data;
    const { orderId } = (await json(`${base}/test`, buildTestBooking({ userId }))).data;
    const headers = { authorization: BASIC, 'content-type': 'application/json' };
    const candidate = JSON.stringify(buildCandidate());

    const bareGet: Yardstick = {
      name: 'bare Fastify GET',
      options: { url: `${bare.origin}/bare` },
    };
    const barePost: Yardstick = {
      name: 'bare Fastify POST',
      options: { url: `${bare.origin}/bare`, method: 'POST' as const, headers, body: candidate },
    };
    // Reads are measured first, on a database that no write has yet given background work
    // (WAL flushes, autovacuum, checkpoints) to do while they run; the printed order is fixed.
    const readFloor = { url: `${bare.origin}/bare-db` };
    const insertFloor = { ...barePost.options, url: `${bare.origin}/bare-db` };
    const measured: [Row, Row][] = [];
    const plan: [string, autocannon.Options, Yardstick][] = [
      [
        'GET /course/offline/location/all',
        { url: `${base}/course/offline/location/all`, headers },
        bareGet,
      ],
      ['GET /order/{id}', { url: `${base}/order/${orderId}`, headers }, bareGet],
      [
        'POST /candidate',
        { url: `${base}/candidate`, method: 'POST', headers, body: candidate },
        barePost,
      ],
      [
        'POST /test',
        {
          url: `${base}/test`,
          method: 'POST',
          headers,
          body: JSON.stringify(buildTestBooking({ userId })),
        },
        barePost,
      ],
    ];
    // PostgreSQL only: the floor of one round trip (read) and one commit (write) on this machine.
    if (env.DATABASE_URL) {
      plan.unshift(['bare Fastify + 1 PostgreSQL read', readFloor, bareGet]);
      plan.push(['bare Fastify + 1 PostgreSQL insert', insertFloor, barePost]);
    }
    for (const [name, options, yardstick] of plan) {
      measured.push(await measure(name, options, yardstick));
    }
    // The floors first, then the calls, each group in the order measured (sort is stable).
    const isFloor = (row: Row) => row.name.startsWith('bare ');
    const rows = measured.sort(([a], [b]) => Number(isFloor(b)) - Number(isFloor(a)));
    const cells = (row: Row) =>
      `${row.name.padEnd(35)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)}`;
    console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION} s each, in ${SLICES} slices`);
    console.log(
      'call                                  req/s  p50 ms  p99 ms  errors   bare req/s  vs bare',
    );
    for (const [row, yardstick] of rows) {
      const ratio = `${((row.rps / yardstick.rps) * 100).toFixed(0)}%`;
      console.log(`${cells(row)} ${yardstick.rps.toFixed(0).padStart(12)} ${ratio.padStart(8)}`);
    }
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
  }
}

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
try {
  await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
}
