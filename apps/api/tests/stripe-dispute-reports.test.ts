import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countAll } from './helper';
import { disputeObject, useStripeReportsApp } from './stripe-reports-support';

const { ctx, stub, deliver, stripeEvent, paidOrder, orderPage, systemNotes } =
  useStripeReportsApp();

describe('disputes Stripe reports', () => {
  it('records each dispute event on its order, saying what staff must do and by when', async () => {
    const paid = await paidOrder();
    const events = [
      stripeEvent('charge.dispute.created', disputeObject(paid, 'needs_response')),
      stripeEvent(
        'charge.dispute.funds_withdrawn',
        disputeObject(paid, 'needs_response', { withIntent: false }),
      ),
      stripeEvent('charge.dispute.updated', disputeObject(paid, 'under_review')),
      stripeEvent('charge.dispute.closed', disputeObject(paid, 'lost')),
    ];
    for (const payload of events) {
      const res = await deliver(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().outcome).toBe('recorded');
    }
    // A dispute that names only its charge is found through the charge's PaymentIntent.
    expect(stub.requests.some((r) => r.path === `/v1/charges/${paid.charge}`)).toBe(true);
    for (const payload of events) expect((await deliver(payload)).json().outcome).toBe('duplicate');

    const dispute = `dp_${paid.charge.slice(3)}`;
    expect(await systemNotes(paid.orderId)).toEqual([
      `Disputed: the customer asked their bank to take back £36.00 (fraudulent) (dispute ${dispute}, status needs_response). Answer it in the payment provider's dashboard by 2031-01-15, or it is lost. Do not refund it as well: the bank may return the money twice.`,
      `Dispute ${dispute}: £36.00 was taken from our balance while the bank decides.`,
      `Dispute ${dispute} updated: status under_review (fraudulent).`,
      `Dispute ${dispute} lost: £36.00 went back to the customer through their bank.`,
    ]);
    const page = await orderPage(paid.orderId);
    expect(page.paymentEvents.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'charge.dispute.created',
        'charge.dispute.funds_withdrawn',
        'charge.dispute.updated',
        'charge.dispute.closed',
      ]),
    );
  });
});

describe('events that cannot be placed', () => {
  it('answers 200 and records nothing for a payment that is not ours', async () => {
    const before = await countAll(ctx);
    const res = await deliver(
      stripeEvent('charge.dispute.created', {
        id: 'dp_elsewhere',
        object: 'dispute',
        amount: 500,
        charge: 'ch_elsewhere',
        currency: 'gbp',
        evidence_details: { due_by: null },
        metadata: {},
        payment_intent: 'pi_elsewhere',
        reason: 'general',
        status: 'needs_response',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown-payment');
    expect(await countAll(ctx)).toEqual(before);
  });

  it('answers 200 to a dispute whose charge Stripe does not know, instead of failing for ever', async () => {
    const before = await countAll(ctx);
    const res = await deliver(
      stripeEvent('charge.dispute.created', {
        id: 'dp_unknown_charge',
        object: 'dispute',
        amount: 500,
        charge: 'ch_nobody_made',
        currency: 'gbp',
        evidence_details: { due_by: null },
        metadata: {},
        payment_intent: null,
        reason: 'general',
        status: 'needs_response',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('unknown-payment');
    expect(await countAll(ctx)).toEqual(before);
  });

  it('fails the delivery while Stripe cannot be asked, so Stripe sends it again', async () => {
    const paid = await paidOrder();
    const payload = stripeEvent('charge.dispute.created', disputeObject(paid, 'needs_response'));
    stub.setFailRetrieve(true);
    const refused = await deliver(payload);
    expect(refused.statusCode).toBe(500);
    expect(
      await ctx.database.db.execute(
        sql`select 1 from payment_events where order_id = ${paid.orderId} and type like 'charge.%'`,
      ),
    ).toMatchObject({ rows: [] });

    stub.setFailRetrieve(false);
    expect((await deliver(payload)).json().outcome).toBe('recorded');
    expect(await systemNotes(paid.orderId)).toEqual([expect.stringMatching(/^Disputed: /)]);
  });
});
