import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { paymentEvents, paymentSessions } from '../db/schema';

/**
 * A payment that went through: the one applied to the order, or a second payment of the same
 * order that was recorded but never applied (decision 005), which bought nothing.
 */
export interface CompletedPayment {
  sessionId: string;
  amountPence: number;
  role: 'order' | 'duplicate';
  /** What has been refunded of it; null until a refund is made. */
  refundedPence: number | null;
}

/** Every completed payment of an order, oldest first, with what has been refunded of each. */
export async function completedPayments(
  executor: Executor,
  orderId: string,
): Promise<CompletedPayment[]> {
  const [sessions, events] = await Promise.all([
    executor
      .select({ id: paymentSessions.id, amountPence: paymentSessions.amountPence })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'complete')))
      .orderBy(asc(paymentSessions.createdAt), asc(paymentSessions.id)),
    executor
      .select({
        sessionId: paymentEvents.sessionId,
        type: paymentEvents.type,
        applied: paymentEvents.applied,
        amountPence: paymentEvents.amountPence,
      })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, orderId),
          inArray(paymentEvents.type, ['completed', 'refunded']),
        ),
      )
      .orderBy(asc(paymentEvents.receivedAt)),
  ]);
  const payer =
    events.find((e) => e.type === 'completed' && e.applied)?.sessionId ?? sessions[0]?.id;
  return sessions.map((session) => {
    const refunds = events.filter((e) => e.type === 'refunded' && e.sessionId === session.id);
    return {
      sessionId: session.id,
      amountPence: session.amountPence,
      role: session.id === payer ? 'order' : 'duplicate',
      refundedPence: refunds.length
        ? // A refund recorded before amounts were kept was always the whole session.
          refunds.reduce((sum, e) => sum + (e.amountPence ?? session.amountPence), 0)
        : null,
    };
  });
}

/** A refund the provider made, as a payment event of its session (once per refund id). */
export async function recordRefundEvent(
  executor: Executor,
  refund: { id: string; sessionId: string; orderId: string; amountPence: number },
): Promise<void> {
  await executor
    .insert(paymentEvents)
    .values({
      id: `refund_${refund.id}`,
      sessionId: refund.sessionId,
      orderId: refund.orderId,
      type: 'refunded',
      applied: true,
      amountPence: refund.amountPence,
    })
    .onConflictDoNothing();
}
