import { AppError, notFound } from '../errors';
import { lockOrder } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';

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
export async function lockOrderForChange(
  tx: Parameters<typeof lockOrder>[0],
  orderId: string,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('The order');
  if (order.personalDataErasedAt) {
    throw new TransitionRefused('This order is closed and its personal data was erased.');
  }
  return order;
}
