import { eq, sql } from 'drizzle-orm';
import { orders, paymentEvents, paymentSessions } from '../db/schema';
import { applyCompleted } from './apply-completed';
import type { PaymentEvent } from './payment-provider';
import { closeAtProvider } from './payment-sessions';
import type { PaymentsContext } from './payment-sessions';

/**
 * 'refused': asked to take a payment only while it can be taken (the sandbox's own page), and
 * the session was no longer open or the order no longer unpaid; nothing was recorded.
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown-session' | 'refused';

export interface ApplyOptions {
  /**
   * For a checkout that is itself the charge (the sandbox): apply the event only if its
   * session is open and its order unpaid, else change nothing. A real provider's event is
   * never refused: its money has moved, so it is recorded whatever state the order is in.
   */
  onlyIfPayable?: boolean;
}

/**
 * Applies a provider event exactly once: the event id is stored in the same transaction
 * that changes the order, so a repeated or concurrent delivery changes nothing.
 *
 * A payment is never applied twice to one order: a session completed after the order was
 * already paid through another one is recorded (session 'complete', event not applied) with
 * a note asking for a refund. A classroom seat is never sold twice: a payment confirmed
 * after its hold ran out takes the seat back only if the date still has room; otherwise
 * the order is recorded as paid and cancelled, which the back office refunds in one step.
 */
export async function applyEvent(
  ctx: PaymentsContext,
  event: PaymentEvent,
  options: ApplyOptions = {},
): Promise<ApplyOutcome> {
  const { outcome, toClose } = await settleEvent(ctx, event, options);
  await closeAtProvider(ctx, toClose);
  return outcome;
}

/**
 * applyEvent without its best-effort last step: the sessions the event closed in our table
 * are handed back, for the caller to close at the provider when it suits. A webhook does
 * that after it has answered, so a slow or failing provider never fails the delivery.
 */
export async function settleEvent(
  ctx: PaymentsContext,
  event: PaymentEvent,
  options: ApplyOptions = {},
): Promise<{ outcome: ApplyOutcome; toClose: string[] }> {
  let closed: string[] = [];
  let paymentApplied = false;
  const outcome = await ctx.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const [owner] = await tx
      .select({ orderId: paymentSessions.orderId })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, event.sessionId));
    if (!owner) return 'unknown-session';
    // The order is locked before its session, as startPayment and the sweep take them, so
    // a payment arriving while the customer opens a new checkout cannot deadlock with it.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, owner.orderId))
      .for('update');
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, event.sessionId))
      .for('update');
    if (!order || !session) return 'unknown-session';
    if (
      options.onlyIfPayable &&
      !(
        session.status === 'open' &&
        session.expiresAt.getTime() > Date.now() &&
        (order.status === 'pending' || order.status === 'failed')
      )
    ) {
      return 'refused';
    }
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        sessionId: session.id,
        orderId: session.orderId,
        type: event.type,
        applied: true,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    const notApplied = () => {
      paymentApplied = false;
      return tx.update(paymentEvents).set({ applied: false }).where(eq(paymentEvents.id, event.id));
    };

    if (event.type === 'completed') {
      paymentApplied = true;
      closed = await applyCompleted(tx, { event, order, session, notApplied });
    } else if (session.status === 'open') {
      const status = event.type === 'failed' ? 'failed' : 'expired';
      await tx.update(paymentSessions).set({ status }).where(eq(paymentSessions.id, session.id));
      if (event.type === 'failed' && order.status === 'pending') {
        await tx
          .update(orders)
          .set({ status: 'failed', updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
      }
    }
    return 'applied';
  });
  if (outcome === 'applied' && paymentApplied) ctx.onPaymentApplied?.();
  return { outcome, toClose: closed };
}
