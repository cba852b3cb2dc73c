import type { FastifyPluginAsync } from 'fastify';

/**
 * For load balancers and orchestrators (decision 019), outside /api/v2: no credential, no rate
 * limit, never cached, and not in the request log (a probe every few seconds is noise).
 * /health: the process answers. /ready: it should be sent traffic (plugins/app/readiness.ts).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { logLevel: 'silent' }, (_request, reply) => {
    reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/ready', { logLevel: 'silent' }, async (_request, reply) => {
    const state = await app.readiness.check();
    return reply
      .code(state === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: state });
  });
};
