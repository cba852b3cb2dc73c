import type { FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';

export interface RateLimits {
  writesPerMinute: number;
  orderReadsPerMinute: number;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Catalogue reads are public facts: no limit, and no per-request counting either. */
function isCatalogueRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every(isRead) && !route.url.includes('/order/');
}

/**
 * Per client address: write calls and order look-ups are limited, since an order id is the
 * only key to an order; catalogue reads are not.
 */
export async function rateLimits(api: FastifyInstance, limits: RateLimits): Promise<void> {
  // Runs before the plugin's own onRoute hook, which leaves routes marked false alone.
  api.addHook('onRoute', (route) => {
    if (isCatalogueRead(route)) route.config = { ...route.config, rateLimit: false };
  });
  await api.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) =>
      isRead(request.method) ? limits.orderReadsPerMinute : limits.writesPerMinute,
    // The web client never reads the counters; a refusal still says when to try again.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    keyGenerator: (request) => `${request.ip}:${isRead(request.method) ? 'read' : 'write'}`,
    errorResponseBuilder: (_request, context) => ({
      ...send(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
      statusCode: 429,
    }),
  });
}
