import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { emailOutbox } from '../db/schema';

export type EmailKind = (typeof emailOutbox.$inferSelect)['kind'];
export type MessageChannel = (typeof emailOutbox.$inferSelect)['channel'];
export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface MessageFacts {
  /** What a refund message states. */
  amountPence?: number;
  /** Email unless said otherwise. */
  channel?: MessageChannel;
  /** What makes the message one of its kind (a slot, a request, an expiry date). */
  occasion?: string;
  /** A reminder's time: the row waits in the outbox until then. */
  sendAfter?: Date;
}

const ORDER_MESSAGE_KEY = [
  emailOutbox.orderId,
  emailOutbox.kind,
  emailOutbox.channel,
  emailOutbox.occasion,
];

/**
 * The messages that also go by text message to a customer who gave a mobile number (issue 19):
 * what they paid for, the slot booked, its changes and the reminders. The text row is queued
 * beside the email; the text worker skips it when there is no mobile number or it said STOP.
 */
export const TEXTED_KINDS: ReadonlySet<EmailKind> = new Set<EmailKind>([
  'order-confirmation',
  'order-confirmed',
  'order-changed',
  'order-cancelled',
  'order-refunded',
  'change-request-received',
  'change-request-done',
  'change-request-declined',
  'slot-reminder',
  'card-expiry-reminder',
  'test-pass-expiry-reminder',
]);

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change it
 * announces does: the email, and its text message twin for the kinds in TEXTED_KINDS. The
 * unique (order, kind, channel, occasion) key makes a second call a no-op. Returns whether the
 * email was new.
 */
export async function enqueueEmail(
  executor: Executor,
  orderId: string,
  kind: EmailKind,
  facts: MessageFacts = {},
): Promise<boolean> {
  const channels: MessageChannel[] = facts.channel
    ? [facts.channel]
    : TEXTED_KINDS.has(kind)
      ? ['email', 'sms']
      : ['email'];
  const inserted = await executor
    .insert(emailOutbox)
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        orderId,
        kind,
        amountPence: facts.amountPence ?? null,
        channel,
        occasion: facts.occasion ?? '',
        ...(facts.sendAfter ? { nextAttemptAt: facts.sendAfter } : {}),
      })),
    )
    .onConflictDoNothing({ target: ORDER_MESSAGE_KEY })
    .returning({ channel: emailOutbox.channel });
  return inserted.some((row) => row.channel === channels[0]);
}

/** Queues an email about an enquiry (its acknowledgement), once per enquiry and kind. */
export async function enqueueEnquiryEmail(
  executor: Executor,
  enquiryId: string,
  kind: EmailKind,
): Promise<boolean> {
  const inserted = await executor
    .insert(emailOutbox)
    .values({ id: randomUUID(), enquiryId, kind })
    .onConflictDoNothing({
      target: [emailOutbox.enquiryId, emailOutbox.kind, emailOutbox.channel, emailOutbox.occasion],
    })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

export interface OutboxOptions {
  /** How long a claimed row stays with its worker before another may take it. */
  leaseMs?: number;
  /** The first retry waits this long; each later one twice as long as the one before. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a row is left as 'failed' for a person to look at. */
  maxAttempts?: number;
}

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(attempts - 1, 0), max);
}

export function createOutbox(db: Db, options: OutboxOptions = {}) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;

  return {
    /**
     * Takes up to `limit` due rows for this worker. FOR UPDATE SKIP LOCKED lets several
     * workers (or API instances) claim at once without waiting on, or taking, each other's
     * rows; the lease written here keeps a row out of reach while it is being sent.
     */
    async claimDue(limit = 10, channel: MessageChannel = 'email'): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.status, 'pending'),
              eq(emailOutbox.channel, channel),
              lte(emailOutbox.nextAttemptAt, sql`now()`),
              or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(emailOutbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(emailOutbox)
          .set({
            attempts: sql`${emailOutbox.attempts} + 1`,
            lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          })
          .where(
            inArray(
              emailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async markSent(id: string, messageId: string | undefined): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, messageId, lastError: null })
        .where(eq(emailOutbox.id, id));
    },

    /** Nothing to send (no email address on file): recorded, never retried. */
    async markSkipped(id: string, reason: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'skipped', lockedUntil: null, lastError: reason })
        .where(eq(emailOutbox.id, id));
    },

    /** Schedules the next attempt with exponential backoff, or gives up after maxAttempts. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      const delay = backoffMs(row.attempts, baseDelayMs, maxDelayMs);
      await db
        .update(emailOutbox)
        .set({
          status: row.attempts >= maxAttempts ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(emailOutbox.id, row.id));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
