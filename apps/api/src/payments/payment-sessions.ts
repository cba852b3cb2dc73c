import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { courseSeats, orders, paymentSessions } from '../db/schema';
import type { PaymentProvider } from './payment-provider';

/** What every payment use case works with: the database and the provider. */
export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  /** Told once per payment applied to its order, after its transaction commits (metrics). */
  onPaymentApplied?: () => void;
}

/**
 * Closes the open sessions that match, in our table. A session whose row another transaction
 * holds is skipped, not waited for: the sweep reaches sessions of orders it holds, and a
 * session held elsewhere belongs to a payment being applied, which then sees the order as it
 * is left here and records the session's outcome accordingly.
 */
export async function closeOpenSessions(tx: Tx, where: SQL): Promise<string[]> {
  const open = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), where))
    .for('update', { skipLocked: true });
  if (open.length === 0) return [];
  const ids = open.map((session) => session.id);
  await tx
    .update(paymentSessions)
    .set({ status: 'expired' })
    .where(inArray(paymentSessions.id, ids));
  return ids;
}

/**
 * Closes unpaid orders whose rows the caller holds (a lapsed hold, or answers the customer
 * replaced): their held seats go back on sale, the orders expire, and the sessions of the
 * orders expired here close with them. Returns those sessions, to close at the provider.
 */
export async function closeUnpaidOrders(tx: Tx, orderIds: string[]): Promise<string[]> {
  await tx
    .update(courseSeats)
    .set({ status: 'released' })
    .where(and(inArray(courseSeats.orderId, orderIds), eq(courseSeats.status, 'held')));
  const expired = await tx
    .update(orders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, ['pending', 'failed'])))
    .returning({ id: orders.id });
  if (expired.length === 0) return [];
  return closeOpenSessions(
    tx,
    inArray(
      paymentSessions.orderId,
      expired.map((o) => o.id),
    ),
  );
}

/**
 * Best effort: asks the provider to close sessions we have closed, so that nobody can pay
 * them there. Should one be paid all the same, applyEvent records it for a refund.
 */
export async function closeAtProvider(ctx: PaymentsContext, sessionIds: string[]): Promise<void> {
  const expire = ctx.provider.expireSession?.bind(ctx.provider);
  if (!expire) return;
  await Promise.all(sessionIds.map((id) => expire(id).catch(() => undefined)));
}
