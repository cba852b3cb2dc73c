import type { RouteOptions } from 'fastify';
import { limitAcrossInstances, limitPerClient } from './client-limit';
import { openSharedWindowStore } from './shared-window-store';
import { unscoped } from './unscoped';

export interface RateLimits {
  writesPerMinute: number;
  orderReadsPerMinute: number;
  addressLookupsPerMinute: number;
  /** A Valkey or Redis server the counts are shared in (decision 020); in memory when unset. */
  sharedStore?: { url: string; keyPrefix: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every API route: whether its calls count against the client's limits. */
    limited?: boolean;
    /** Set on the /address look-ups: those count against a limit of their own. */
    looksUpAddress?: boolean;
  }
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Catalogue reads are public facts: no limit, and no per-request counting either. */
function isCatalogueRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every(isRead) && !route.url.includes('/order/');
}

/** Postcode look-ups are reads, but a remote provider may charge for each one. */
const isAddressLookup = (route: RouteOptions) => route.url.includes('/address/');

/**
 * Per client address: write calls and order look-ups are limited, since an order id is the
 * only key to an order; catalogue reads are not. Reads and writes are counted apart. Postcode
 * look-ups have a limit of their own, so that a script cannot spend the address provider's paid
 * key. The limits that guard stock and storage count in the database instead (shared-limits.ts).
 * With a shared store (REDIS_URL), every instance adds to the same counts (decision 020).
 */
export const rateLimits = unscoped<RateLimits>('rate-limits', async (api, limits) => {
  api.addHook('onRoute', (route) => {
    const looksUpAddress = isAddressLookup(route);
    route.config = {
      ...route.config,
      limited: looksUpAddress || !isCatalogueRead(route),
      looksUpAddress,
    };
  });
  const store = limits.sharedStore
    ? await openSharedWindowStore({ ...limits.sharedStore, log: api.log })
    : undefined;
  if (store) api.addHook('onClose', () => store.close());
  // Without a store, the in-memory hook alone: no promise per request (decision 007).
  const limit = (name: string, max: number) =>
    store ? limitAcrossInstances(name, max, store) : limitPerClient(max);
  const reads = limit('order-reads', limits.orderReadsPerMinute);
  const writes = limit('writes', limits.writesPerMinute);
  const addressLookups = limit('address-lookups', limits.addressLookupsPerMinute);
  api.addHook('onRequest', (request, reply, done) => {
    const { limited, looksUpAddress } = request.routeOptions.config;
    if (!limited) done();
    else if (looksUpAddress) addressLookups(request, reply, done);
    else if (isRead(request.method)) reads(request, reply, done);
    else writes(request, reply, done);
  });
});
