/**
 * `npm run db:migrate` (decision 019): applies the migrations this build ships, then the course
 * calendar, and exits; a release step run once before new instances start with
 * MIGRATE_ON_START=false. It uses the same DATABASE_URL or DATA_DIR as the server, and works
 * through PgBouncer in transaction mode (its lock is a transaction's, db/client.ts).
 */
import { join } from 'node:path';
import { readEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { seedCourses } from '../repositories/course-seed';

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
    poolSize: 1,
  });
  try {
    await seedCourses(database.db);
    console.log('Migrations applied.');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
