import type { preHandlerHookHandler } from 'fastify';
import type { ClientCounts } from '../../repositories/client-counts';
import { clientOf, refuseTooMany } from './client-limit';
import { unscoped } from './unscoped';

/** A limit counted in the database: at most `max` calls of a client in `windowMs`. */
export interface SharedLimit {
  max: number;
  windowMs: number;
}

/** The shared limits by name; a route names the one it counts against. */
export type SharedLimits = Record<string, SharedLimit[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared limit this route's calls count against (issue 16). */
    sharedLimit?: string;
  }
}

/**
 * Limits that guard storage and stock (enquiries, seat holds) count in the database, so they
 * hold across every instance (issue 16). Only the routes that name one pay its round trip; the
 * per-minute request limits keep their in-memory path (decision 007).
 */
export const sharedLimits = unscoped<{ counts: ClientCounts; limits: SharedLimits }>(
  'shared-limits',
  async (api, { counts, limits }) => {
    api.addHook('onRoute', (route) => {
      const name = route.config?.sharedLimit;
      if (!name) return;
      const windows = limits[name];
      if (!windows) throw new Error(`No shared limit is called ${name}`);
      // Counted once the body has passed validation: a form sent back for a typo stores nothing,
      // and the per-minute request limit already bounds those.
      const countCall: preHandlerHookHandler = async (request, reply) => {
        const client = clientOf(request.ip);
        for (const { max, windowMs } of windows) {
          const { count, msLeft } = await counts.hit(`${name}/${windowMs}`, client, windowMs);
          if (count > max) return refuseTooMany(reply, msLeft);
        }
      };
      const own = route.preHandler ?? [];
      route.preHandler = [...(Array.isArray(own) ? own : [own]), countCall];
    });
  },
);
