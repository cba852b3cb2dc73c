import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { courseSeats, orders, paymentSessions } from '../db/schema';
import { closeAtProvider, closeUnpaidOrders } from './payment-sessions';
import type { PaymentsContext } from './payment-sessions';
import { reconcile } from './reconcile';

/** Closing what is left unpaid: the order a customer abandoned, and the sweep of lapsed ones. */

/**
 * The customer changed their answers and booked again: the order they left behind closes
 * now, not when its hold or session runs out, so it can no longer be paid (twice over, in
 * a tab left open) and its classroom seat goes back on sale. A paid order stays as it is.
 */
export async function abandon(
  ctx: PaymentsContext,
  orderId: string,
): Promise<'abandoned' | 'not-found' | 'paid'> {
  // A payment the provider took but has not told us of yet (a late webhook) is applied
  // first, so a paid order is never closed as abandoned.
  await reconcile(ctx, orderId);
  const result = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return { outcome: 'not-found' as const, closed: [] };
    if (order.status === 'paid') return { outcome: 'paid' as const, closed: [] };
    return { outcome: 'abandoned' as const, closed: await closeUnpaidOrders(tx, [orderId]) };
  });
  await closeAtProvider(ctx, result.closed);
  return result.outcome;
}

/**
 * Closes what was left half-way: open sessions past their expiry, seat holds past theirs
 * (the seat goes back on sale), and the unpaid classroom orders that held them.
 */
export async function expireStale(ctx: PaymentsContext): Promise<void> {
  const closed = await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(and(eq(paymentSessions.status, 'open'), lt(paymentSessions.expiresAt, sql`now()`)));
    const lapsed = and(eq(courseSeats.status, 'held'), lt(courseSeats.heldUntil, sql`now()`));
    // A hold nobody booked goes back on sale at once.
    await tx
      .update(courseSeats)
      .set({ status: 'released' })
      .where(and(lapsed, isNull(courseSeats.orderId)));
    // A booked hold's order is locked before its seat, the order applyEvent takes them in,
    // so a late payment for that very order cannot deadlock with the sweep. An order that
    // a payment holds right now is skipped: the next sweep sees how it ended.
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(orders.id, tx.select({ id: courseSeats.orderId }).from(courseSeats).where(lapsed)),
      )
      .orderBy(orders.id)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return closeUnpaidOrders(
      tx,
      due.map((order) => order.id),
    );
  });
  await closeAtProvider(ctx, closed);
}
