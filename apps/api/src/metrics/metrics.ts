import client from 'prom-client';
import type { Database } from '../db/client';
import { readBacklog } from '../repositories/operations-repository';
import type { Backlog } from '../repositories/operations-repository';

/** Seconds: most API answers take a few milliseconds; a payment provider's call, a second. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's Prometheus metrics (decision 019), served on METRICS_PORT only. Requests count
 * by route pattern, never by the raw URL, so ids and probes cannot grow the series without end.
 * The backlogs are read from the database when scraped, one statement a scrape.
 */
export function createMetrics(database: Database) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const paymentsApplied = new client.Counter({
    name: 'payments_applied_total',
    help: 'Payments applied to their order (each once, whatever the provider resends)',
    registers: [registry],
  });

  // Both backlog gauges are collected in one scrape: they share one statement.
  let reading: Promise<Backlog | undefined> | undefined;
  const backlog = () =>
    (reading ??= readBacklog(database.db)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));
  const backlogGauge = (
    name: string,
    help: string,
    label: string,
    values: (read: Backlog) => Record<string, number>,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      async collect() {
        const read = await backlog();
        // The database did not answer: the last values stay.
        if (!read) return;
        for (const [key, value] of Object.entries(values(read))) this.set({ [label]: key }, value);
      },
    });
  backlogGauge(
    'email_outbox_backlog',
    'Emails queued and not yet sent: all pending, and those due now',
    'state',
    (read) => ({ pending: read.outboxPending, due: read.outboxDue }),
  );
  backlogGauge(
    'job_backlog',
    "Rows past their time that the minute's sweep has yet to close",
    'job',
    (read) => ({ sweep_sessions: read.sweepSessions, sweep_seats: read.sweepSeats }),
  );
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: the pool size (max), open (total), idle, and queries waiting',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      requests.observe({ method, route, status_code: statusCode }, seconds);
    },
    paymentApplied(): void {
      paymentsApplied.inc();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
