import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailOutbox } from '../db/schema';

type MessageKind = (typeof emailOutbox.$inferSelect)['kind'];

/**
 * Marks an order's waiting reminders of these kinds skipped, on every channel, with the reason
 * staff read in the outbox: all of them, or all but those for the occasions still current.
 */
export async function skipWaitingReminders(
  executor: Executor,
  orderId: string,
  kinds: MessageKind[],
  reason: string,
  keepOccasions: string[] = [],
): Promise<number> {
  const skipped = await executor
    .update(emailOutbox)
    .set({ status: 'skipped', lockedUntil: null, lastError: reason })
    .where(
      and(
        eq(emailOutbox.orderId, orderId),
        inArray(emailOutbox.kind, kinds),
        eq(emailOutbox.status, 'pending'),
        ...(keepOccasions.length ? [notInArray(emailOutbox.occasion, keepOccasions)] : []),
      ),
    )
    .returning({ id: emailOutbox.id });
  return skipped.length;
}

/**
 * A reminder skipped before (reminders turned off, the booking moved away and back) waits again
 * for its time, on every channel: the outbox keeps one row per occasion, so a second queueing
 * finds the old row rather than making a new one. A sent or failed row stays as it is.
 */
export async function requeueSkippedReminder(
  executor: Executor,
  orderId: string,
  kind: MessageKind,
  occasion: string,
  sendAfter: Date,
): Promise<number> {
  const requeued = await executor
    .update(emailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      nextAttemptAt: sendAfter,
    })
    .where(
      and(
        eq(emailOutbox.orderId, orderId),
        eq(emailOutbox.kind, kind),
        eq(emailOutbox.occasion, occasion),
        eq(emailOutbox.status, 'skipped'),
      ),
    )
    .returning({ id: emailOutbox.id });
  return requeued.length;
}
