import type Stripe from 'stripe';
import type { RefundResult } from './payment-provider';

/**
 * Refunds a paid Checkout session through its PaymentIntent (issue 7). The idempotency key is
 * the session and amount (and, for a later part refund, what went back before it), so a retry
 * after a crash or a double click gets back the same refund, and a second part refund of the
 * same amount is a refund of its own.
 */
export async function refundCheckoutSession(
  stripe: Stripe,
  sessionId: string,
  amountPence: number,
  refundedBeforePence = 0,
): Promise<RefundResult> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: amountPence, reason: 'requested_by_customer' },
      {
        idempotencyKey: refundedBeforePence
          ? `refund_${sessionId}_${refundedBeforePence}_${amountPence}`
          : `refund_${sessionId}_${amountPence}`,
      },
    );
    return { id: refund.id, amountPence: refund.amount };
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Staff may have refunded it in the Stripe dashboard already: record what Stripe made.
    if (code === 'charge_already_refunded') return refundsAlreadyMade(stripe, paymentIntent);
    // Or refunded part of it there: refund the rest, and record all that went back.
    if (code === 'amount_too_large') return refundTheRest(stripe, sessionId, paymentIntent);
    throw error;
  }
}

async function refundTheRest(
  stripe: Stripe,
  sessionId: string,
  paymentIntent: string,
): Promise<RefundResult> {
  // Without an amount, Stripe refunds what is left of the payment.
  const rest = await stripe.refunds.create(
    { payment_intent: paymentIntent, reason: 'requested_by_customer' },
    { idempotencyKey: `refund_${sessionId}_rest` },
  );
  const all = await refundsAlreadyMade(stripe, paymentIntent);
  return { id: rest.id, amountPence: all.amountPence };
}

async function refundsAlreadyMade(stripe: Stripe, paymentIntent: string): Promise<RefundResult> {
  const list = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  const standing = list.data.filter((r) => r.status !== 'failed' && r.status !== 'canceled');
  if (standing.length === 0)
    throw new Error(`Stripe reports ${paymentIntent} refunded, but lists no refund`);
  return { id: standing[0]!.id, amountPence: standing.reduce((sum, r) => sum + r.amount, 0) };
}
