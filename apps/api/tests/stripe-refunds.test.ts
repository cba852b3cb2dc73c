import { describe, expect, it } from 'vitest';
import { useStripeApp } from './stripe-support';

const { ctx, stub, bookTest, startPayment } = useStripeApp();

describe('Stripe refunds', () => {
  /** A session Stripe reports paid, with the PaymentIntent a refund goes through. */
  async function paidSession() {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const session = stub.sessions.get(session_id)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${session_id}`,
    });
    return session;
  }

  it('refunds through the PaymentIntent, once however often it is asked', async () => {
    const session = await paidSession();
    const provider = ctx.app.payments.provider;
    const first = await provider.refund(session.id, 2000);
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), amountPence: 2000 });
    expect(await provider.refund(session.id, 2000)).toEqual(first);
    expect(stub.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('records a refund already made in the Stripe dashboard instead of failing', async () => {
    const session = await paidSession();
    const dashboard = stub.refundOf(session.payment_intent!, session.amount_total);
    const result = await ctx.app.payments.provider.refund(session.id, session.amount_total);
    expect(result).toEqual({ id: dashboard.id, amountPence: session.amount_total });
    expect(stub.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('refunds what is left of a payment partly refunded in the Stripe dashboard', async () => {
    const session = await paidSession();
    stub.refundOf(session.payment_intent!, 1000);
    const provider = ctx.app.payments.provider;
    const result = await provider.refund(session.id, session.amount_total);
    expect(result).toEqual({
      id: expect.stringMatching(/^re_/),
      amountPence: session.amount_total,
    });
    const made = stub.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(made.map((r) => r.amount)).toEqual([1000, session.amount_total - 1000]);
    expect(await provider.refund(session.id, session.amount_total)).toEqual(result);
    expect(stub.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(2);
  });
});
