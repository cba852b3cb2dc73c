import type { FastifyInstance, RouteOptions } from 'fastify';
import { limitPerClient } from './client-limit';

export interface RateLimits {
  writesPerMinute: number;
  orderReadsPerMinute: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every API route: whether its calls count against the client's limits. */
    limited?: boolean;
  }
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Catalogue reads are public facts: no limit, and no per-request counting either. */
function isCatalogueRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every(isRead) && !route.url.includes('/order/');
}

/**
 * Per client address: write calls and order look-ups are limited, since an order id is the
 * only key to an order; catalogue reads are not. Reads and writes are counted apart. The limits
 * that guard stock and storage count in the database instead (shared-limits.ts).
 */
export function rateLimits(api: FastifyInstance, limits: RateLimits): void {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, limited: !isCatalogueRead(route) };
  });
  const reads = limitPerClient(limits.orderReadsPerMinute);
  const writes = limitPerClient(limits.writesPerMinute);
  api.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.limited) done();
    else if (isRead(request.method)) reads(request, reply, done);
    else writes(request, reply, done);
  });
}
