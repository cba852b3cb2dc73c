import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';

/**
 * What an operator watches, read in one cheap statement each: whether the migrations this build
 * ships are applied (/ready), and what waits for the background jobs (the metrics).
 */

/** The `when` of the newest migration applied; throws when the database does not answer. */
export async function latestAppliedMigration(db: Db): Promise<number> {
  const [row] = await queryRows<{ latest: string | number | null }>(
    db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.latest ?? 0);
}

export interface Backlog {
  /** Emails queued and not yet sent (nor given up). */
  outboxPending: number;
  /** Of those, the ones whose next attempt is due now. */
  outboxDue: number;
  /** Checkout sessions past their expiry, still open: the sweep's next work. */
  sweepSessions: number;
  /** Seat holds past their end, still held: the sweep's next work. */
  sweepSeats: number;
}

export async function readBacklog(db: Db): Promise<Backlog> {
  const [row] = await queryRows<Record<keyof Backlog, string | number>>(
    db,
    sql`select
      (select count(*) from email_outbox where status = 'pending') as "outboxPending",
      (select count(*) from email_outbox
        where status = 'pending' and next_attempt_at <= now()) as "outboxDue",
      (select count(*) from payment_sessions
        where status = 'open' and expires_at < now()) as "sweepSessions",
      (select count(*) from course_seats
        where status = 'held' and held_until < now()) as "sweepSeats"`,
  );
  return {
    outboxPending: Number(row?.outboxPending ?? 0),
    outboxDue: Number(row?.outboxDue ?? 0),
    sweepSessions: Number(row?.sweepSessions ?? 0),
    sweepSeats: Number(row?.sweepSeats ?? 0),
  };
}
