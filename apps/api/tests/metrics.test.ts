import { describe, expect, it } from 'vitest';
import { createMetrics } from '../src/metrics/metrics';
import { startMetricsServer } from '../src/metrics/metrics-server';
import type { MetricsServer } from '../src/metrics/metrics-server';
import { bookTestOrder, buildTestApp, onPostgres, startPaymentFor, useTestApp } from './helper';

/** One sample's value from a Prometheus text answer, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics on their own port', () => {
  let server: MetricsServer | undefined;
  const ctx = useTestApp(
    () => buildTestApp({}, { metrics: createMetrics }),
    async () => server?.close(),
  );

  async function scrape(): Promise<string> {
    server ??= await startMetricsServer(ctx.metrics!, 0, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  }

  it('count requests by route pattern and status, never by the raw address', async () => {
    const orderId = await bookTestOrder(ctx);
    await ctx.call('GET', `/order/${orderId}`);
    await ctx.call('GET', `/order/${orderId}`);
    await ctx.call('GET', '/no-such-thing');
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v2/order/:orderId",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(orderId);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('count a payment once, however often its event comes, and read the outbox backlog', async () => {
    const before = sample(await scrape(), 'payments_applied_total') ?? 0;
    const orderId = await bookTestOrder(ctx);
    const session = await startPaymentFor(ctx, orderId);
    const event = { id: `evt_${session.session_id}`, type: 'completed' as const };
    expect(await ctx.app.payments.applyEvent({ ...event, sessionId: session.session_id })).toBe(
      'applied',
    );
    expect(await ctx.app.payments.applyEvent({ ...event, sessionId: session.session_id })).toBe(
      'duplicate',
    );
    const text = await scrape();
    expect(sample(text, 'payments_applied_total')).toBe(before + 1);
    // The paid order's confirmation waits in the outbox: no worker runs in this test.
    expect(sample(text, 'email_outbox_backlog{state="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_backlog{job="sweep_sessions"}')).toBe(0);
  });

  it('report the database pool', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections{state="max"}')).toBe(onPostgres ? 30 : 1);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('are never served on the public port', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });
});
