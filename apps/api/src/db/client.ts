import { existsSync, mkdirSync } from 'node:fs';
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
  close(): Promise<void>;
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

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite's data folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  migrationsFolder?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover) must not take the process down:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several API instances may start at once against one database: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return { db, dialect: 'postgres', close: () => pool.end() };
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
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return { db, dialect: 'pglite', close: () => client.close().finally(release) };
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
