import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { AppError, notFound } from '../errors';

type OrderRow = typeof orders.$inferSelect;

/** A step the order's stage does not allow, or one already taken by someone else. */
export class TransitionRefused extends AppError {
  constructor(message: string) {
    super(409, 'TRANSITION_NOT_ALLOWED', message);
  }
}

/**
 * Holds an order's row for a change by staff, so that two people changing it at once get one
 * change and one refusal; an order whose personal data was erased is closed to every change.
 */
export async function lockOrderForChange(tx: Executor, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('The order');
  if (order.personalDataErasedAt) {
    throw new TransitionRefused('This order is closed and its personal data was erased.');
  }
  return order;
}
