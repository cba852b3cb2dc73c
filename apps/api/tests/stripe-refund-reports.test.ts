import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin } from './admin-support';
import { chargeObject, refundObject, useStripeReportsApp } from './stripe-reports-support';

const { stub, deliver, stripeEvent, paidOrder, orderPage, systemNotes, ctx, staff } =
  useStripeReportsApp();

describe('refunds Stripe reports', () => {
  it('records a refund made in the Stripe dashboard once, with notes staff see on the order', async () => {
    const paid = await paidOrder();
    const refundId = `re_${randomUUID().replace(/-/g, '')}`;
    const charged = stripeEvent('charge.refunded', chargeObject(paid, paid.amount));
    const created = stripeEvent(
      'refund.created',
      refundObject(paid, refundId, paid.amount, 'succeeded'),
    );
    for (const payload of [charged, created]) {
      const res = await deliver(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'recorded' });
      expect((await deliver(payload)).json().outcome).toBe('duplicate');
    }
    // The order was found through the PaymentIntent's Checkout Session.
    expect(
      stub.requests.some((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions'),
    ).toBe(true);

    const page = await orderPage(paid.orderId);
    expect(page.paymentEvents.map((e) => e.type)).toEqual(
      expect.arrayContaining(['completed', 'charge.refunded', 'refund.created']),
    );
    expect(page.paymentEvents.filter((e) => e.type === 'refund.created')).toHaveLength(1);
    expect(page.notes.map((n) => n.note)).toEqual([
      expect.stringMatching(/^Refund reported by the payment provider: £36\.00 of £36\.00 /),
      expect.stringMatching(
        new RegExp(`^Refund made outside this site: .*refund ${refundId} of £36\\.00`),
      ),
    ]);
    // Recorded, not applied: the order's money is as the back office left it.
    expect(page.paymentStatus).toBe('paid');
    expect(page.price.refunded ?? 0).toBe(0);
  });

  it('adds nothing to a refund made from the back office, but flags one that fails', async () => {
    const paid = await paidOrder();
    const refunded = await admin(ctx, staff, 'POST', `/orders/${paid.orderId}/transitions`, {
      to: 'refunded',
      note: 'Customer cancelled',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const made = stub.refunds.find((r) => r.payment_intent === paid.paymentIntent)!;
    const before = await systemNotes(paid.orderId);

    for (const payload of [
      stripeEvent('refund.created', refundObject(paid, made.id, made.amount, 'succeeded')),
      stripeEvent('charge.refunded', chargeObject(paid, made.amount)),
    ]) {
      expect((await deliver(payload)).json().outcome).toBe('recorded');
    }
    expect(await systemNotes(paid.orderId)).toEqual(before);

    const failed = await deliver(
      stripeEvent(
        'refund.failed',
        refundObject(paid, made.id, made.amount, 'failed', 'expired_or_canceled_card'),
      ),
    );
    expect(failed.json().outcome).toBe('recorded');
    expect(await systemNotes(paid.orderId)).toEqual([
      ...before,
      `Refund failed: refund ${made.id} of £36.00 did not reach the customer (expired or canceled card), status failed. The money was not returned: contact the customer and refund them another way.`,
    ]);
  });
});
