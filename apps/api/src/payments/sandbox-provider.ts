import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider';

/**
 * The default provider: an in-process hosted checkout with test cards, so `npm start` takes
 * payments without any key. Its sessions live in our own payment_sessions table.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    // The sandbox's own page honours any expiry, so a session simply ends with its seat hold.
    minimumSessionMs: 0,
    async createCheckoutSession(_request: CheckoutRequest): Promise<CheckoutSession> {
      const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
      return { id, url: `/sandbox-checkout/${id}` };
    },
    // No money moves in the sandbox: the refund is named after its session (and what went
    // back of it before, for a later part refund), so asking again gives the same refund.
    async refund(sessionId: string, amountPence: number, refundedBeforePence = 0) {
      const id = refundedBeforePence ? `re_${sessionId}_${refundedBeforePence}` : `re_${sessionId}`;
      return { id, amountPence };
    },
  };
}

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;
