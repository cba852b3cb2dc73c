// npm run bench:api — bounded autocannon runs against the built API on 127.0.0.1, on PGlite
// and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL, each beside a bare
// Fastify route in the same run. Prints requests per second, p50 and p99 latency, and the ratio.
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

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
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

    const bareGet = await measure('bare Fastify GET', { url: `${bare.origin}/bare` });
    const barePost = await measure('bare Fastify POST', {
      url: `${bare.origin}/bare`,
      method: 'POST',
      headers,
      body: JSON.stringify(buildCandidate()),
    });
    // PostgreSQL only: the floor of one round trip (read) and one commit (write) on this machine.
    const withDatabase = Boolean(env.DATABASE_URL);
    const bareDbGet = withDatabase
      ? await measure('bare Fastify + 1 PostgreSQL read', { url: `${bare.origin}/bare-db` })
      : undefined;
    const bareDbPost = withDatabase
      ? await measure('bare Fastify + 1 PostgreSQL insert', {
          url: `${bare.origin}/bare-db`,
          method: 'POST',
          headers,
          body: JSON.stringify(buildCandidate()),
        })
      : undefined;
    const rows: [Row, Row, Row | undefined][] = [
      [
        await measure('GET /course/offline/location/all', {
          url: `${base}/course/offline/location/all`,
          headers,
        }),
        bareGet,
        undefined,
      ],
      [
        await measure('GET /order/{id}', { url: `${base}/order/${orderId}`, headers }),
        bareGet,
        bareDbGet,
      ],
      [
        await measure('POST /candidate', {
          url: `${base}/candidate`,
          method: 'POST',
          headers,
          body: JSON.stringify(buildCandidate()),
        }),
        barePost,
        bareDbPost,
      ],
      [
        await measure('POST /test', {
          url: `${base}/test`,
          method: 'POST',
          headers,
          body: JSON.stringify(buildTestBooking({ userId })),
        }),
        barePost,
        bareDbPost,
      ],
    ];
    const cells = (row: Row) =>
      `${row.name.padEnd(35)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)}`;
    const ratio = (row: Row, yardstick?: Row) =>
      (yardstick ? `${((row.rps / yardstick.rps) * 100).toFixed(0)}%` : '').padStart(8);
    console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(
      'call                                  req/s  p50 ms  p99 ms  errors vs bare  vs bare+db',
    );
    for (const row of [bareGet, barePost, bareDbGet, bareDbPost]) if (row) console.log(cells(row));
    for (const [row, yardstick, databaseFloor] of rows) {
      console.log(
        `${cells(row)} ${ratio(row, yardstick)} ${ratio(row, databaseFloor).padStart(11)}`,
      );
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
