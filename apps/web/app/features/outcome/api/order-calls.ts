import { orderResponse } from '@site/domain/schemas';
import type { OrderView } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGES } from '../../../lib/messages';

/** GET /order/{orderId}: data.order; anything but 200 is 'Failed' (spec §7, §8). */
export async function getOrder(orderId: string): Promise<OrderView> {
  const body = await apiRequest(`/order/${encodeURIComponent(orderId)}`, {
    schema: orderResponse,
    expect: [200],
    failureMessage: MESSAGES.failed,
  });
  return body.data.order;
}

/** PATCH /order/{orderId} with the CITB testing ID and NI number: 204 means saved. */
export async function addOrderReferences(
  orderId: string,
  refs: { testingId?: string; NI?: string },
): Promise<void> {
  await apiRequest(`/order/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: refs,
    expect: [204],
    failureMessage: MESSAGES.failed,
  });
}
