import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { basicAuthorization, businessIdentityFrom } from '@site/domain/schemas';
import { readEnv } from './config/env';
import { webBuildSends } from './plugins/app/web-build-credential';
import { webBuildPaysWith } from './plugins/app/web-build-payments';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { emailWorkerFromEnv } from './email';
import { smsWorkerFromEnv } from './sms';
import { seedCourses } from './repositories/course-seed';
import { startRetentionJob } from './jobs/retention-job';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics-server';
import type { MetricsServer } from './metrics/metrics-server';

const SWEEP_INTERVAL_MS = 60_000;
const EMAIL_INTERVAL_MS = 5_000;

async function main(): Promise<void> {
  const env = readEnv();
  const webClientDir =
    env.WEB_CLIENT_DIR ?? fileURLToPath(new URL('../../web/build/client', import.meta.url));
  if (!webBuildSends(webClientDir, basicAuthorization(env.API_BASIC_AUTH))) {
    throw new Error(
      'The web app was built with another API_BASIC_AUTH, so every call it makes would be ' +
        'refused. Build it again with the same setting (npm start builds and serves with it).',
    );
  }
  if (!webBuildPaysWith(webClientDir, env.PAYMENT_PROVIDER)) {
    throw new Error(
      `The web app was built for another PAYMENT_PROVIDER, so its pages would not name ` +
        `${env.PAYMENT_PROVIDER} as the payment provider. Build it again with the same setting ` +
        '(npm start builds and serves with it).',
    );
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    migrate: env.MIGRATE_ON_START,
  });
  const metrics = env.METRICS_PORT === undefined ? undefined : createMetrics(database);
  const app = await buildApp({ env, database, webClientDir: resolve(webClientDir), metrics });
  // With MIGRATE_ON_START=false the tables may not be there yet: `npm run db:migrate` seeds
  // too, and /ready answers 503 until it has run.
  await seedCourses(database.db).catch((err: unknown) =>
    app.log.warn({ err }, 'courses not seeded: are the migrations applied?'),
  );
  const { examples } = businessIdentityFrom(env);
  if (examples.length && env.PAYMENT_PROVIDER === 'stripe') {
    // Real payments under an example company's name: the pages and emails say "example".
    app.log.warn({ unset: examples }, 'business identity settings still at their examples');
  }

  let sweeping: Promise<void> | undefined;
  const sweep = () =>
    (sweeping ??= app.payments
      .expireStale()
      .then(() => app.courses.forgetListing())
      .catch((err) => app.log.error({ err }, 'sweep failed'))
      .finally(() => {
        sweeping = undefined;
      }));
  await sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  // Confirmation emails: queued with the payment, sent from here (unref'd, like the sweep).
  const emails = emailWorkerFromEnv(env, database.db, app.log);
  emails.start(EMAIL_INTERVAL_MS);
  // Their text message twins (issue 19): to Twilio with SMS_PROVIDER, else files in DATA_DIR/sms.
  const texts = smsWorkerFromEnv(env, database.db, app.log);
  texts.start(EMAIL_INTERVAL_MS);
  // Back office retention (issue 7): erases personal data of long-closed orders.
  const stopRetention = startRetentionJob(database.db, env.RETENTION_MONTHS, app.log);
  let metricsServer: MetricsServer | undefined;

  // Decision 019: not ready at once; new connections taken for SHUTDOWN_GRACE_MS more, so the
  // load balancer sees /ready fail and stops sending; then requests and jobs in flight finish,
  // the database closes and the process exits 0, or 1 at SHUTDOWN_TIMEOUT_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    app.log.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'draining');
    setTimeout(() => {
      app.log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    clearInterval(timer);
    await sleep(env.SHUTDOWN_GRACE_MS);
    // Stops listening, closes idle connections and waits for the requests in flight. A keep-alive
    // connection that was busy then (a proxy's pooled upstream) goes idle after its answer and
    // would be held open until the proxy drops it, so idle ones are closed again each second.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 1_000);
    await app.close();
    clearInterval(closeIdle);
    await Promise.all([sweeping, emails.stop(), texts.stop(), stopRetention()]);
    await metricsServer?.close();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    void shutdown(signal).catch((err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await app.listen({ port: env.PORT, host: env.HOST });
  if (metrics && env.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(metrics, env.METRICS_PORT, env.METRICS_HOST);
    app.log.info({ port: metricsServer.port, host: env.METRICS_HOST }, 'metrics listening');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
