import { eq, sql } from 'drizzle-orm';
import type { ConfirmedDetails, FulfilmentStep } from '@site/domain/fulfilment';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The order's row, held by the caller's transaction until it ends. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export async function orderExists(executor: Executor, orderId: string): Promise<boolean> {
  const [order] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId));
  return Boolean(order);
}

/** Moves an order to a fulfilment step, with its reference and refund figures when given. */
export async function setFulfilmentStep(
  tx: Executor,
  orderId: string,
  step: {
    to: FulfilmentStep;
    reference?: string;
    confirmed?: ConfirmedDetails;
    refund?: { refundedPence: number; refundId: string | null };
  },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      fulfilmentStatus: step.to,
      fulfilmentUpdatedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(step.reference ? { fulfilmentReference: step.reference } : {}),
      ...(step.confirmed ? { confirmedDetails: step.confirmed } : {}),
      ...(step.refund ?? {}),
    })
    .where(eq(orders.id, orderId));
}

/** The order's refunded total, and the refund id kept on it when one is given. */
export async function setRefunded(
  tx: Executor,
  orderId: string,
  refund: { refundedPence: number; refundId?: string | null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...refund, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
