import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { admin, signedInStaff } from './admin-support';
import type { StaffSession } from './admin-support';
import { bookTestOrder, buildTestApp, countAll, startPaymentFor } from './helper';
import type { TestContext } from './helper';
import { SECRET_KEY, startStripeStub } from './stripe-stub';

/**
 * Refunds and disputes Stripe reports after a payment (issue 16): each event is recorded once on
 * its order, found through the PaymentIntent's Checkout Session, with a note staff see.
 */
const WEBHOOK_SECRET = 'whsec_test_after_payment';
const stub = startStripeStub();
const signer = new Stripe('sk_test_signer_only');
let ctx: TestContext;
let staff: StaffSession;

beforeAll(async () => {
  const port = await stub.listen();
  ctx = await buildTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_BASE_URL: 'https://bookings.example',
    },
    {
      paymentProvider: createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        publicBaseUrl: 'https://bookings.example',
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
        timeoutMs: 1_500,
      }),
    },
  );
  staff = await signedInStaff(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await stub.close();
});
beforeEach(() => stub.setFailRetrieve(false));

const eventId = () => `evt_${randomUUID().replace(/-/g, '')}`;

/** A Stripe event as the webhook endpoint receives it (API version of the installed SDK). */
function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

function deliver(payload: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v2/payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}

/** A test order paid through Stripe Checkout: its session, PaymentIntent and charge. */
async function paidOrder() {
  const orderId = await bookTestOrder(ctx);
  const { session_id } = await startPaymentFor(ctx, orderId);
  const paymentIntent = `pi_${randomUUID().replace(/-/g, '')}`;
  const charge = `ch_${randomUUID().replace(/-/g, '')}`;
  const session = stub.sessions.get(session_id)!;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent,
  });
  stub.charges.set(charge, { id: charge, object: 'charge', payment_intent: paymentIntent });
  const paid = await deliver(
    stripeEvent('checkout.session.completed', { ...session, payment_intent: paymentIntent }),
  );
  expect(paid.json().outcome).toBe('applied');
  return { orderId, sessionId: session_id, paymentIntent, charge, amount: session.amount_total };
}

type Paid = Awaited<ReturnType<typeof paidOrder>>;

/** The Charge object of charge.refunded, as Stripe's API reference shows it. */
function chargeObject(paid: Paid, refunded: number) {
  return {
    id: paid.charge,
    object: 'charge',
    amount: paid.amount,
    amount_refunded: refunded,
    currency: 'gbp',
    payment_intent: paid.paymentIntent,
    metadata: {},
    paid: true,
    refunded: refunded >= paid.amount,
    status: 'succeeded',
  };
}

/** The Refund object of refund.created, refund.updated and refund.failed. */
function refundObject(paid: Paid, id: string, amount: number, status: string, failure?: string) {
  return {
    id,
    object: 'refund',
    amount,
    charge: paid.charge,
    currency: 'gbp',
    metadata: {},
    payment_intent: paid.paymentIntent,
    reason: null,
    status,
    ...(failure ? { failure_reason: failure } : {}),
  };
}

/** The Dispute object of charge.dispute.*; older disputes name only the charge. */
function disputeObject(paid: Paid, status: string, options: { withIntent?: boolean } = {}) {
  return {
    id: `dp_${paid.charge.slice(3)}`,
    object: 'dispute',
    amount: paid.amount,
    charge: paid.charge,
    currency: 'gbp',
    evidence_details: {
      due_by: Math.floor(Date.UTC(2031, 0, 15) / 1000),
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: options.withIntent === false ? null : paid.paymentIntent,
    reason: 'fraudulent',
    status,
  };
}

async function orderPage(orderId: string) {
  const res = await admin(ctx, staff, 'GET', `/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order as {
    paymentStatus: string;
    price: { refunded: number | null };
    notes: { author: string; note: string }[];
    paymentEvents: { id: string; type: string }[];
  };
}

const systemNotes = async (orderId: string) =>
  (await orderPage(orderId)).notes.filter((n) => n.author === 'system').map((n) => n.note);

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

describe('the README', () => {
  it('names the API version the installed stripe package pins, and every event handled', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`with API version \`${Stripe.API_VERSION}\``);
    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
      'charge.refunded',
      'refund.created',
      'refund.updated',
      'refund.failed',
      'charge.dispute.created',
      'charge.dispute.updated',
      'charge.dispute.closed',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.funds_reinstated',
    ]) {
      expect(readme).toContain(`\`${type}\``);
    }
  });
});
