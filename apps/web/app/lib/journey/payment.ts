import { ERROR_CODES, paymentSessionResponse } from '@site/domain/schemas';
import { ApiError, apiRequest } from '../api-client';
import { MESSAGES } from '../messages';

/** POST /payment: the order's open checkout session (the same one when asked again, spec §7). */
export async function startPayment(orderId: string): Promise<string> {
  const body = await apiRequest('/payment', {
    method: 'POST',
    body: { orderId },
    schema: paymentSessionResponse,
    expect: [200, 201],
  });
  return body.data.url;
}

/** Payment happens on the provider's hosted page; it sends the browser back to /success or /failed. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * A payment refused because the order is already paid means the visitor came back after
 * paying: every pay button then shows that order's success page instead of a warning.
 */
export function isAlreadyPaid(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_PAID';
}

/** The order was closed before it was paid: expired, or replaced from another tab. */
export function isOrderClosed(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ORDER_CLOSED';
}

/**
 * The words for a payment that could not start. When the payment provider is down (503), the
 * server's own words say that nothing was taken and when to try again, so they stand alone.
 */
export function paymentProblem(error: unknown): { text: string; ownAdvice: boolean } {
  if (!(error instanceof ApiError)) return { text: MESSAGES.failed, ownAdvice: false };
  return { text: error.message, ownAdvice: error.code === ERROR_CODES.paymentsUnavailable };
}
