import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface OutboxRowSeen {
  kind: string;
  channel: string;
  occasion: string;
  status: string;
  last_error: string | null;
  next_attempt_at: string;
}

/** An order's reminder rows as the outbox holds them, oldest first. */
export async function reminderRows(db: Db, orderId: string): Promise<OutboxRowSeen[]> {
  const result = await db.execute(
    sql`select kind, channel, occasion, status, last_error,
          to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_attempt_at
        from email_outbox
        where order_id = ${orderId} and kind like '%reminder'
        order by created_at, kind, occasion, channel`,
  );
  return (result as unknown as { rows: OutboxRowSeen[] }).rows;
}

/** The send-after time reached: a reminder queued for later is due now (no waiting in tests). */
export async function makeRemindersDue(db: Db, orderId?: string): Promise<void> {
  await db.execute(
    sql`update email_outbox set next_attempt_at = now() - interval '1 second'
        where kind like '%reminder' and status = 'pending'
        ${orderId ? sql`and order_id = ${orderId}` : sql``}`,
  );
}

/** ISO time without milliseconds, as reminderRows writes next_attempt_at. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
