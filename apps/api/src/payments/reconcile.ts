import { and, eq } from 'drizzle-orm';
import { paymentSessions } from '../db/schema';
import { applyEvent } from './apply-event';
import type { PaymentsContext } from './payment-sessions';

/**
 * Before saying whether an order is paid, asks the provider about its open sessions, so a
 * browser that returns before the provider's event still sees the truth (issue 5).
 */
export async function reconcile(ctx: PaymentsContext, orderId: string): Promise<void> {
  // A provider with no record of its own has nothing to add: skip the query.
  const retrieve = ctx.provider.retrieveSessionStatus?.bind(ctx.provider);
  if (!retrieve) return;
  const open = await ctx.db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
  for (const session of open) {
    // When the provider cannot be reached, the order shows as it stands; its webhook will
    // still arrive and settle it.
    const check = await retrieve(session.id).catch(() => undefined);
    if (check?.status === 'complete' || check?.status === 'expired') {
      const type = check.status === 'complete' ? 'completed' : 'expired';
      await applyEvent(ctx, {
        id: `check_${session.id}_${type}`,
        type,
        sessionId: session.id,
        ...(check.taken ? { taken: check.taken } : {}),
      });
    }
  }
}
