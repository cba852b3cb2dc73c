import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cards, emailOutbox, orders, paymentEvents, paymentSessions, people } from '../db/schema';
import { latestAuditOf } from './audit-repository';
import { listNotes } from './notes-repository';
import { completedPayments } from './refunds-repository';

/** Every row the back office shows about one order, or undefined when there is no such order. */
export async function readOrderRecord(db: Db, orderId: string) {
  const [found] = await db
    .select({ order: orders, person: people, card: cards })
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .leftJoin(cards, eq(cards.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const [payments, sessions, events, notes, emails, audit] = await Promise.all([
    completedPayments(db, orderId),
    db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(asc(paymentSessions.createdAt)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt)),
    listNotes(db, orderId),
    db
      .select({
        kind: emailOutbox.kind,
        channel: emailOutbox.channel,
        status: emailOutbox.status,
        dueAt: emailOutbox.nextAttemptAt,
        attempts: emailOutbox.attempts,
        sentAt: emailOutbox.sentAt,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.createdAt)),
    latestAuditOf(db, orderId),
  ]);
  return { ...found, payments, sessions, events, notes, emails, audit };
}
