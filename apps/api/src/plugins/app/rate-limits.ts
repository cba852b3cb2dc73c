import type { FastifyInstance, RouteOptions } from 'fastify';
import { WindowCounter, limitPerClient } from './client-limit';

export interface RateLimits {
  writesPerMinute: number;
  orderReadsPerMinute: number;
  seatHoldsPerHour: number;
  addressLookupsPerMinute: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every API route: whether its calls count against the client's limits. */
    limited?: boolean;
    /** Set by a route that holds a classroom seat: those count against a limit of their own. */
    holdsSeat?: boolean;
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
 * only key to an order; catalogue reads are not. Reads and writes are counted apart, and seat
 * holds once more on their own. Postcode look-ups have a limit of their own, so that a script
 * cannot spend the address provider's paid key.
 */
export function rateLimits(api: FastifyInstance, limits: RateLimits): void {
  api.addHook('onRoute', (route) => {
    const looksUpAddress = isAddressLookup(route);
    route.config = {
      ...route.config,
      limited: looksUpAddress || !isCatalogueRead(route),
      looksUpAddress,
    };
  });
  const reads = limitPerClient(limits.orderReadsPerMinute);
  const writes = limitPerClient(limits.writesPerMinute);
  // A hold takes a seat off sale for its half hour without naming anyone: one address may not
  // hold a course date's seats away from everyone else.
  const seatHolds = limitPerClient(
    limits.seatHoldsPerHour,
    new WindowCounter({ windowMs: 60 * 60_000 }),
  );
  const addressLookups = limitPerClient(limits.addressLookupsPerMinute);
  api.addHook('onRequest', (request, reply, done) => {
    const { limited, holdsSeat, looksUpAddress } = request.routeOptions.config;
    if (!limited) done();
    else if (looksUpAddress) addressLookups(request, reply, done);
    else if (isRead(request.method)) reads(request, reply, done);
    else if (holdsSeat) writes(request, reply, () => seatHolds(request, reply, done));
    else writes(request, reply, done);
  });
}
