import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on its own port (METRICS_PORT, bound to METRICS_HOST): the public port never
 * answers it, so what the metrics tell stays with whoever can reach this one.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(body);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
