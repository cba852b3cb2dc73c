import { REMINDER_KINDS } from '@site/domain/fulfilment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { emailOutbox, orders, people, smsOptOuts } from '../db/schema';

export const STOPPED_REASON = 'The number replied STOP';

/** Numbers (E.164) that replied STOP to our texts (decision 023). */
export function createSmsOptOuts(db: Db) {
  return {
    async isStopped(phoneNumber: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ at: smsOptOuts.stoppedAt })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, phoneNumber));
      return Boolean(row);
    },

    /**
     * Records a STOP, and skips the reminders by text still waiting for that number, so the
     * back office sees at once that they will not go. Returns how many were skipped.
     */
    async stop(phoneNumber: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(smsOptOuts)
          .values({ phoneNumber })
          .onConflictDoUpdate({ target: smsOptOuts.phoneNumber, set: { stoppedAt: sql`now()` } });
        const skipped = await tx
          .update(emailOutbox)
          .set({ status: 'skipped', lastError: STOPPED_REASON, lockedUntil: null })
          .where(
            and(
              eq(emailOutbox.channel, 'sms'),
              eq(emailOutbox.status, 'pending'),
              inArray(emailOutbox.kind, [...REMINDER_KINDS]),
              inArray(
                emailOutbox.orderId,
                tx
                  .select({ id: orders.id })
                  .from(orders)
                  .innerJoin(people, eq(people.id, orders.personId))
                  .where(eq(people.phoneNumber, phoneNumber)),
              ),
            ),
          )
          .returning({ id: emailOutbox.id });
        return skipped.length;
      });
    },

    /** START: texts go to the number again (the reminders skipped at STOP stay skipped). */
    async start(phoneNumber: string): Promise<void> {
      await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
    },
  };
}

export type SmsOptOuts = ReturnType<typeof createSmsOptOuts>;
