import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basicAuthorization, businessIdentityFrom } from '@site/domain/schemas';
import { readEnv } from './config/env';
import { webBuildSends } from './plugins/app/web-build-credential';
import { webBuildPaysWith } from './plugins/app/web-build-payments';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { emailWorkerFromEnv } from './email';
import { seedCourses } from './repositories/course-seed';
import { startRetentionJob } from './jobs/retention-job';

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
  });
  await seedCourses(database.db);
  const app = await buildApp({ env, database, webClientDir: resolve(webClientDir) });
  const { examples } = businessIdentityFrom(env);
  if (examples.length && env.PAYMENT_PROVIDER === 'stripe') {
    // Real payments under an example company's name: the pages and emails say "example".
    app.log.warn({ unset: examples }, 'business identity settings still at their examples');
  }

  const sweep = () =>
    app.payments
      .expireStale()
      .then(() => app.courses.forgetListing())
      .catch((err) => app.log.error({ err }, 'sweep failed'));
  await sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  // Confirmation emails: queued with the payment, sent from here (unref'd, like the sweep).
  const emails = emailWorkerFromEnv(env, database.db, app.log);
  emails.start(EMAIL_INTERVAL_MS);
  // Back office retention (issue 7): erases personal data of long-closed orders.
  const stopRetention = startRetentionJob(database.db, env.RETENTION_MONTHS, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(timer);
    stopRetention();
    await emails.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
