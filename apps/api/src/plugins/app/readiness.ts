import type { Database } from '../../db/client';
import { latestAppliedMigration } from '../../repositories/operations-repository';
import { unscoped } from './unscoped';

/** How long /ready waits for the database before it calls it unavailable. */
const CHECK_TIMEOUT_MS = 2_000;

export type ReadyState = 'ready' | 'draining' | 'database-unavailable' | 'migrations-pending';

export interface Readiness {
  /** Set by server.ts on SIGTERM: from then on /ready answers 503 while requests finish. */
  draining: boolean;
  check(): Promise<ReadyState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should be sent traffic (decision 019): not while it drains, and only
 * when its database answers and holds every migration this build ships.
 */
export const readiness = unscoped<{ database: Database }>(
  'readiness',
  async (app, { database }) => {
    const state: Readiness = {
      draining: false,
      async check() {
        if (state.draining) return 'draining';
        let applied: number;
        try {
          applied = await withTimeout(latestAppliedMigration(database.db), CHECK_TIMEOUT_MS);
        } catch {
          // A closed pool, a refused connection, a missing migrations table: not ready.
          return 'database-unavailable';
        }
        if (state.draining) return 'draining';
        return applied >= database.latestMigration ? 'ready' : 'migrations-pending';
      },
    };
    app.decorate('readiness', state);
  },
);
