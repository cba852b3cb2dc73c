// Issue 22 point 7 (decision 020): three built API instances on one fresh PostgreSQL database
// and one Redis (or Valkey), nginx in front, a bounded booking load through nginx while one
// instance is killed with SIGKILL and another drains on SIGTERM; then the database is checked.
// Run it with `npm run fleet:proof` (node with tsx, for the domain's fixtures). It installs
// nothing: .ci/run installs nginx and starts redis-server, and the build must exist
// (npm run build). Ends with "fleet proof: passed" or "fleet proof: FAILED", and exit code 0/1.
//
// Settings (all optional): TEST_DATABASE_URL (a PostgreSQL server, the database named in it is
// only used to create and drop the proof's own), REDIS_URL or TEST_REDIS_URL (default
// redis://127.0.0.1:6379), NGINX (the binary), FLEET_PORT_BASE (instances on BASE..BASE+2,
// nginx on BASE+8; free ports when unset).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';
import { databaseChecks } from './fleet/checks.mjs';
import { ENQUIRIES_PER_MINUTE, ORDER_READS_PER_MINUTE, sharedLimits } from './fleet/limits.mjs';
import { createClient } from './fleet/client.mjs';
import { bookAndPayTest, holdBookAndPaySeat, runPool } from './fleet/load.mjs';
import {
  freePort,
  redisAnswers,
  startInstance,
  startNginx,
  stop,
  waitUntilAnswering,
} from './fleet/processes.mjs';

const AUTHORIZATION = basicAuthorization(DEFAULT_API_BASIC_AUTH);
const TEST_ORDERS = 90;
const SEAT_CONTENDERS = 24;
const CONTESTED_SEATS = 5;
/** How long the drained instance may take to exit once the load is over. */
const DRAIN_LIMIT_MS = 30_000;

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const started = Date.now();
const runId = randomBytes(5).toString('hex');
const results = [];
const record = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};

const nginxBinary =
  process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function prerequisites() {
  const missing = [];
  if (!nginxBinary) missing.push('nginx (apt-get install nginx-light)');
  if (!existsSync('apps/api/dist/server.js')) missing.push('the build (npm run build)');
  if (!(await redisAnswers(redisUrl))) missing.push(`Redis or Valkey at ${redisUrl}`);
  return missing;
}

const dir = mkdtempSync(join(tmpdir(), 'fleet-proof-'));
const databaseName = `fleet_${runId}`;
const processes = [];
let db;

async function createDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function cleanUp() {
  for (const proc of processes) await stop(proc, proc.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await db?.end().catch(() => {});
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

/** Three instances with the same settings, and nginx in front of them. */
async function startFleet(databaseUrl) {
  const base = Number(process.env.FLEET_PORT_BASE) || undefined;
  const ports = base
    ? [base, base + 1, base + 2]
    : [await freePort(), await freePort(), await freePort()];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `fleet-${runId}:`,
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: process.env.FLEET_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_ORDER_READS_PER_MINUTE: String(ORDER_READS_PER_MINUTE),
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: String(ENQUIRIES_PER_MINUTE),
  };
  const instances = ports.map((port, i) =>
    startInstance({ name: `api-${'abc'[i]}`, port, env, logDir: dir }),
  );
  processes.push(...instances);
  const listing = '/api/v2/course/offline/location/all';
  // GET /ready: the database answers and its migrations are done (decision 019).
  const up = await Promise.all(instances.map((i) => waitUntilAnswering(`${i.origin}/ready`, {})));
  if (up.includes(false)) throw new Error(`an instance did not start; see the logs in ${dir}`);
  const nginx = startNginx({
    binary: nginxBinary,
    dir,
    port: base ? base + 8 : await freePort(),
    upstreams: ports,
  });
  processes.push(nginx);
  if (!(await waitUntilAnswering(`${nginx.origin}${listing}`, { authorization: AUTHORIZATION }))) {
    throw new Error(`nginx did not answer; see ${dir}/nginx-error.log`);
  }
  return { instances, nginx };
}

/** The booking load, with one instance killed and another drained part way through. */
async function loadWithFailures(api, fleet, location, figures) {
  const datetime = location.dates[8].datetime;
  const [{ id: dateId }] = (
    await db.query(
      'update course_dates set capacity = $1 where location_id = $2 and starts_at = $3 returning id',
      [CONTESTED_SEATS, location.id, datetime],
    )
  ).rows;
  const outcome = {
    acknowledged: new Set(),
    paid: new Set(),
    seatOrders: new Set(),
    duplicatesAnswered: 0,
    holdAnswers: {},
  };
  const tasks = [
    ...Array.from(
      { length: TEST_ORDERS },
      (_, n) => () => bookAndPayTest(api, { client: `203.0.113.${n % 30}`, n, runId, outcome }),
    ),
    ...Array.from(
      { length: SEAT_CONTENDERS },
      (_, n) => () =>
        holdBookAndPaySeat(api, {
          client: `203.0.113.${100 + n}`,
          n: TEST_ORDERS + n,
          location,
          datetime,
          outcome,
        }),
    ),
  ];
  // The seat contenders spread among the test orders, at the same places in every run.
  for (let i = 0; i < SEAT_CONTENDERS; i += 1) {
    const at = Math.floor(((i + 1) * tasks.length) / (SEAT_CONTENDERS + 1));
    tasks.splice(at, 0, tasks.pop());
  }
  const [killed, drained] = fleet.instances;
  let killedAt;
  let drainedAt;
  await runPool(tasks, 12, (done, all) => {
    if (!killedAt && done >= all * 0.3) {
      killedAt = done;
      killed.child.kill('SIGKILL');
    }
    if (!drainedAt && done >= all * 0.6) {
      drainedAt = done;
      drained.child.kill('SIGTERM');
    }
  });
  const killedExit = await killed.exited;
  const loadEnded = Date.now();
  const drainedExit = await drained.exited;
  figures.drainWait = Date.now() - loadEnded;
  figures.failures =
    `${killed.name} killed (SIGKILL) after ${killedAt} of ${tasks.length} journeys, ` +
    `${drained.name} sent SIGTERM after ${drainedAt}`;
  record('the killed instance died at once', killedExit.signal === 'SIGKILL');
  record(
    'the drained instance finished its requests and exited by itself',
    drainedExit.code === 0 && figures.drainWait < DRAIN_LIMIT_MS,
    `exit ${drainedExit.code ?? drainedExit.signal}, ${figures.drainWait} ms after the load ended`,
  );
  return { outcome, contested: { dateId, capacity: CONTESTED_SEATS } };
}

async function main() {
  const missing = await prerequisites();
  if (missing.length > 0) {
    record('prerequisites', false, `missing: ${missing.join(', ')}`);
    return;
  }
  const databaseUrl = await createDatabase();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const fleet = await startFleet(databaseUrl);
  const figures = { requests: 0, retries: 0, dropped: 0, requestIdsEchoed: 0, latencies: {} };
  const api = createClient({ origin: fleet.nginx.origin, authorization: AUTHORIZATION, figures });
  const listing = await api.call('GET', '/api/v2/course/offline/location/all', {
    client: '198.51.100.1',
  });
  const [location] = listing.json.data.locations;

  await sharedLimits(api, location, record);
  const loadStarted = Date.now();
  const { outcome, contested } = await loadWithFailures(api, fleet, location, figures);
  const loadSeconds = ((Date.now() - loadStarted) / 1000).toFixed(1);
  const survivor = fleet.instances[2];
  record(
    'the third instance still answers',
    await waitUntilAnswering(`${survivor.origin}/ready`, {}, 5_000),
  );
  record(
    'the load ran: most journeys were acknowledged',
    outcome.acknowledged.size >= (TEST_ORDERS + CONTESTED_SEATS) * 0.8,
    `${outcome.acknowledged.size} orders acknowledged (${TEST_ORDERS} test orders, ` +
      `${outcome.seatOrders.size} seat orders), ${outcome.paid.size} paid, ` +
      `${outcome.duplicatesAnswered} duplicate payments answered as already paid`,
  );
  for (const check of await databaseChecks(db, outcome, contested)) {
    record(check.name, check.ok, check.detail);
  }
  for (const [kind, times] of Object.entries(figures.latencies)) {
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
    console.log(`  ${kind}: ${times.length} calls, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
  console.log(
    `figures: ${figures.requests} requests through nginx in ${loadSeconds} s of load, ` +
      `${figures.retries} retried by the client, ${figures.dropped} dropped connections, ` +
      `${figures.requestIdsEchoed} answers carried the request's X-Request-Id; ${figures.failures}`,
  );
}

try {
  await main();
} catch (error) {
  record('the proof ran to its end', false, error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp().catch((error) => record('clean-up', false, String(error)));
}
const failed = results.filter((r) => !r.ok).length;
// The instances' and nginx's logs are kept only when something failed.
if (failed === 0) rmSync(dir, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  failed === 0
    ? `fleet proof: passed (${results.length} checks, ${seconds} s)`
    : `fleet proof: FAILED (${failed} of ${results.length} checks; logs in ${dir})`,
);
process.exit(failed === 0 ? 0 : 1);
