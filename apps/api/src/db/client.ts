import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDatabaseFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the code above this line never knows which database it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** The `when` of the newest migration this build ships: /ready waits until it is applied. */
  latestMigration: number;
  /** Applies the migrations not yet applied (at start, or as a release step). */
  migrate(): Promise<void>;
  /** Connections in use and waiting, for the metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** The drizzle folder of apps/api, found from here whether running from src/db or bundled in dist/. */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    if (existsSync(join(dir, 'drizzle', 'meta'))) return join(dir, 'drizzle');
    dir = dirname(dir);
  }
  throw new Error('The database migrations folder (apps/api/drizzle) was not found');
}

function latestMigrationOf(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = (journal as { entries: { when: number }[] }).entries;
  return Math.max(0, ...entries.map((entry) => entry.when));
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite's data folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  migrationsFolder?: string;
  poolSize?: number;
  /** false: open only, for when migrations run as a release step (MIGRATE_ON_START=false). */
  migrate?: boolean;
}

/**
 * Several instances may migrate at once against one database: one migrates, the others wait on
 * a lock. The lock is a transaction's, taken in the transaction that migrates, so it works
 * through PgBouncer in transaction mode, where a session's lock would stay behind on whichever
 * server connection took it. drizzle opens its own transaction inside ours: PostgreSQL answers
 * that BEGIN with a warning and carries on, and drizzle's COMMIT ends both, lock included.
 */
async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(727274)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    // Nothing is left open; should drizzle ever not commit, this does (a warning otherwise).
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  const latestMigration = latestMigrationOf(migrationsFolder);
  if (options.url) {
    const max = options.poolSize ?? 20;
    const pool = new pg.Pool({ connectionString: options.url, max });
    // An idle connection the server drops (restart, failover) must not take the process down:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      dialect: 'postgres',
      latestMigration,
      migrate: () => migratePostgres(pool, migrationsFolder),
      poolStats: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
    if (options.migrate !== false) await database.migrate();
    return database;
  }

  const dataDir = options.dataDir ?? './data/pglite';
  let release = () => undefined as void;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDatabaseFolder(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const database: Database = {
      db,
      dialect: 'pglite',
      latestMigration,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      // One connection in this process, which queues its queries itself.
      poolStats: () => ({ max: 1, total: client.closed ? 0 : 1, idle: 0, waiting: 0 }),
      close: () => client.close().finally(release),
    };
    if (options.migrate !== false) await database.migrate();
    return database;
  } catch (error) {
    release();
    throw error;
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw statement: both drivers answer with `{ rows }`. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The SQLSTATE and constraint of a statement's failure, as either driver reports them under
 * drizzle's wrapping; empty for anything that is not a PostgreSQL error.
 */
export function postgresErrorOf(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}
