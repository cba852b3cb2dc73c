import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';

export interface RateLimits {
  writesPerMinute: number;
  orderReadsPerMinute: number;
}

/**
 * Per client address: write calls and order look-ups are limited, since an order id is the
 * only key to an order; catalogue reads are not.
 */
export async function rateLimits(api: FastifyInstance, limits: RateLimits): Promise<void> {
  await api.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) =>
      request.method === 'GET' && !request.url.includes('/order/')
        ? Number.MAX_SAFE_INTEGER
        : request.method === 'GET'
          ? limits.orderReadsPerMinute
          : limits.writesPerMinute,
    keyGenerator: (request) => `${request.ip}:${request.method === 'GET' ? 'read' : 'write'}`,
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
