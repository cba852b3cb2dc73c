import type { Metrics } from '../../metrics/metrics';
import { unscoped } from './unscoped';

/**
 * Every answer's latency, by route pattern (`/api/v2/order/:orderId`, not the id) and status;
 * 'unmatched' for an address no route has. Registered only when metrics are on (decision 019).
 */
export const requestMetrics = unscoped<{ metrics: Metrics }>(
  'request-metrics',
  async (app, { metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
);
