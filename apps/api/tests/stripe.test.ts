import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { bookTestOrder, buildTestApp, countAll, startPaymentFor } from './helper';
import { freePort } from './server-process';
import type { TestContext } from './helper';
import { SECRET_KEY, startStripeStub } from './stripe-stub';

const WEBHOOK_SECRET = 'whsec_test_stub_456';
const BASE_URL = 'https://bookings.example';

const stub = startStripeStub();
const signer = new Stripe('sk_test_signer_only');
let ctx: TestContext;

beforeAll(async () => {
  const port = await stub.listen();
  const paymentProvider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    publicBaseUrl: BASE_URL,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeoutMs: 1_500,
  });
  ctx = await buildTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_BASE_URL: BASE_URL,
    },
    { paymentProvider },
  );
});
afterAll(async () => {
  await ctx?.close();
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.setFailRetrieve(false);
  stub.setCreateFailure({ kind: 'none' });
  stub.setExpireFailure({ kind: 'none' });
});

const bookTest = () => bookTestOrder(ctx);
const startPayment = (orderId: string) => startPaymentFor(ctx, orderId);

async function orderStatus(orderId: string): Promise<string> {
  const res = await ctx.call('GET', `/order/${orderId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.order.status;
}

async function scalar(query: ReturnType<typeof sql>): Promise<unknown> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.v;
}

function stripeEvent(
  type: string,
  session: {
    id: string;
    payment_status?: string;
    status?: string;
    amount_total?: number;
    currency?: string;
  },
  id = `evt_${randomUUID().replace(/-/g, '')}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        // What Stripe reports taking: by default what the session asked for.
        amount_total: stub.sessions.get(session.id)?.amount_total ?? null,
        currency: 'gbp',
        ...session,
      },
    },
  });
}

/** Delivers a webhook as Stripe does: no Basic header, a Stripe-Signature over the raw body. */
function deliver(
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
) {
  const header =
    options.signature === null
      ? undefined
      : (options.signature ??
        signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        }));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v2/payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    payload: options.body ?? payload,
  });
}

describe('Stripe Checkout sessions', () => {
  it('opens a session in GBP with the official fee and the service fee as two lines', async () => {
    const orderId = await bookTest();
    const before = Date.now();
    const { session_id, url } = await startPayment(orderId);
    expect(session_id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session_id}`);

    const created = stub.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    const { form, method, headers } = created[0]!;
    expect(method).toBe('POST');
    expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // Safe to send again: the key names the order's first checkout and its expiry.
    expect(headers['idempotency-key']).toBe(`checkout-${orderId}-1-${form.get('expires_at')}`);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2350');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(/official fee/);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[1][price_data][currency]')).toBe('gbp');
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('1250');
    expect(form.get('line_items[1][price_data][product_data][name]')).toMatch(/service fee/);
    expect(form.has('line_items[2][quantity]')).toBe(false);
    expect(form.get('client_reference_id')).toBe(orderId);
    expect(form.get('metadata[orderId]')).toBe(orderId);
    expect(form.get('success_url')).toBe(`${BASE_URL}/success/${orderId}`);
    expect(form.get('cancel_url')).toBe(`${BASE_URL}/failed/${orderId}`);
    // Stripe refuses an expiry less than 30 minutes ahead.
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000);

    // A second click hands back the same session instead of opening another.
    const again = await startPayment(orderId);
    expect(again.session_id).toBe(session_id);
    expect(stub.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('does not serve the sandbox checkout when Stripe is the provider', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const res = await ctx.app.inject({ method: 'GET', url: `/sandbox-checkout/${session_id}` });
    expect(res.statusCode).toBe(404);
  });

  it('extends a classroom seat hold so that it outlasts the 30-minute session', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: location.dates[0].datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
    expect(held.statusCode, held.body).toBe(201);
    const [seatId] = held.json().data.seatIds;
    // The hold has less than Stripe's 30 minutes left when payment starts.
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() + interval '10 minutes' where id = ${seatId}`,
    );
    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { session_id, orderId } = booked.json().data;

    const form = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
    const stripeExpiry = Number(form.get('expires_at')) * 1000;
    expect(stripeExpiry).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000 - 5_000);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBeTruthy();
    expect(form.get('client_reference_id')).toBe(orderId);

    const heldUntil = new Date(
      String(await scalar(sql`select held_until as v from course_seats where id = ${seatId}`)),
    ).getTime();
    const sessionEnd = new Date(
      String(
        await scalar(sql`select expires_at as v from payment_sessions where id = ${session_id}`),
      ),
    ).getTime();
    // The session never outlives the hold, and Stripe's own expiry is no later than ours.
    expect(heldUntil).toBeGreaterThan(sessionEnd);
    expect(stripeExpiry).toBeLessThanOrEqual(sessionEnd);
    expect(sessionEnd).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
  });
});

describe('POST /api/v2/payment/webhook', () => {
  it('marks the order paid on checkout.session.completed, and applies a replay once', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const payload = stripeEvent('checkout.session.completed', { id: session_id });

    const first = await deliver(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await orderStatus(orderId)).toBe('paid');

    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    for (const r of replays) expect(r.statusCode).toBe(200);
    const eventId = JSON.parse(payload).id;
    expect(
      await scalar(sql`select count(*)::int as v from payment_events where id = ${eventId}`),
    ).toBe(1);
    expect(
      await scalar(sql`select count(*)::int as v from email_outbox where order_id = ${orderId}`),
    ).toBe(1);
  });

  it('waits for async_payment_succeeded when a completed session is not yet paid', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const unpaid = await deliver(
      stripeEvent('checkout.session.completed', { id: session_id, payment_status: 'unpaid' }),
    );
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().outcome).toBe('ignored');
    expect(await orderStatus(orderId)).toBe('pending');

    const succeeded = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', { id: session_id }),
    );
    expect(succeeded.json().outcome).toBe('applied');
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('marks the order failed on async_payment_failed, and a new session can then be paid', async () => {
    const orderId = await bookTest();
    const first = await startPayment(orderId);
    const failed = await deliver(
      stripeEvent('checkout.session.async_payment_failed', {
        id: first.session_id,
        payment_status: 'unpaid',
      }),
    );
    expect(failed.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('failed');

    const second = await startPayment(orderId);
    expect(second.session_id).not.toBe(first.session_id);
    await deliver(stripeEvent('checkout.session.completed', { id: second.session_id }));
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('closes the session on checkout.session.expired, leaving the order open to pay again', async () => {
    const orderId = await bookTest();
    const first = await startPayment(orderId);
    const expired = await deliver(
      stripeEvent('checkout.session.expired', {
        id: first.session_id,
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(expired.json().outcome).toBe('applied');
    expect(
      await scalar(sql`select status as v from payment_sessions where id = ${first.session_id}`),
    ).toBe('expired');
    expect(await orderStatus(orderId)).toBe('pending');
    const second = await startPayment(orderId);
    expect(second.session_id).not.toBe(first.session_id);
  });

  it('keeps a paid order paid when failure or expiry events arrive late, out of order', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    await deliver(stripeEvent('checkout.session.completed', { id: session_id }));
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const late = await deliver(
        stripeEvent(type, { id: session_id, status: 'expired', payment_status: 'unpaid' }),
      );
      expect(late.statusCode).toBe(200);
    }
    expect(await orderStatus(orderId)).toBe('paid');
    expect(
      await scalar(sql`select status as v from payment_sessions where id = ${session_id}`),
    ).toBe('complete');
  });

  it('pays the order when async_payment_succeeded arrives before the unpaid completed event', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', { id: session_id }));
    await deliver(
      stripeEvent('checkout.session.completed', { id: session_id, payment_status: 'unpaid' }),
    );
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('refuses forged, altered, unsigned and stale deliveries with 400, changing nothing', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const payload = stripeEvent('checkout.session.completed', { id: session_id });
    const before = await countAll(ctx);

    const forged = await deliver(payload, { secret: 'whsec_someone_else' });
    const altered = await deliver(payload, {
      body: payload.replace('"paid"', '"paid" '),
    });
    const unsigned = await deliver(payload, { signature: null });
    const garbage = await deliver(payload, { signature: 't=1,v1=deadbeef' });
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    for (const res of [forged, altered, unsigned, garbage, stale]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: 'The webhook signature did not verify.',
      });
    }
    expect(await countAll(ctx)).toEqual(before);
    expect(await orderStatus(orderId)).toBe('pending');

    // The same event, properly signed and on time, is then applied.
    expect((await deliver(payload)).json().outcome).toBe('applied');
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('answers 200 to event types it does not use, and to sessions that are not ours', async () => {
    const before = await countAll(ctx);
    const other = await deliver(
      JSON.stringify({
        id: 'evt_other_1',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      }),
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().outcome).toBe('ignored');
    const unknown = await deliver(
      stripeEvent('checkout.session.completed', { id: 'cs_test_not_ours' }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().outcome).toBe('unknown-session');
    expect(await countAll(ctx)).toEqual(before);
  });

  it('needs no Basic header, while the rest of the API still does', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v2/course/offline/location/all' });
    expect(res.statusCode).toBe(401);
    const hook = await deliver(stripeEvent('customer.updated', { id: 'cus_2' }));
    expect(hook.statusCode).toBe(200);
  });
});

describe('the success page before the webhook', () => {
  it('asks Stripe for the session, and says paid only once Stripe does', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);

    expect(await orderStatus(orderId)).toBe('pending');
    const retrieved = stub.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session_id}`,
    );
    expect(retrieved).toHaveLength(1);

    // The customer pays; the browser reaches /success before Stripe's webhook does.
    const session = stub.sessions.get(session_id)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    expect(await orderStatus(orderId)).toBe('paid');
    expect(
      await scalar(sql`select count(*)::int as v from email_outbox where order_id = ${orderId}`),
    ).toBe(1);

    // Then the webhook arrives: recorded, nothing more changes, and no second email.
    const late = await deliver(stripeEvent('checkout.session.completed', { id: session_id }));
    expect(late.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(
      await scalar(sql`select count(*)::int as v from email_outbox where order_id = ${orderId}`),
    ).toBe(1);
    // A paid order has no open session left to ask about.
    stub.requests.length = 0;
    await orderStatus(orderId);
    expect(stub.requests).toHaveLength(0);
  });

  it('does not say paid for a session that is complete but not yet paid', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const session = stub.sessions.get(session_id)!;
    session.status = 'complete';
    session.payment_status = 'unpaid';
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('still answers, as pending, when Stripe cannot be reached', async () => {
    const orderId = await bookTest();
    await startPayment(orderId);
    stub.setFailRetrieve(true);
    expect(await orderStatus(orderId)).toBe('pending');
  });
});

describe('one payment per order, one seat per payment', () => {
  it('expires a replaced session at Stripe, and records a payment of it all the same once', async () => {
    const orderId = await bookTest();
    const first = await startPayment(orderId);
    await ctx.database.db.execute(
      sql`update payment_sessions set expires_at = now() + interval '50 seconds' where id = ${first.session_id}`,
    );
    const second = await startPayment(orderId);
    expect(second.session_id).not.toBe(first.session_id);
    expect(
      stub.requests.filter((r) => r.path === `/v1/checkout/sessions/${first.session_id}/expire`),
    ).toHaveLength(1);
    expect(stub.sessions.get(first.session_id)!.status).toBe('expired');

    await deliver(stripeEvent('checkout.session.completed', { id: second.session_id }));
    expect(await orderStatus(orderId)).toBe('paid');
    // Had the customer paid the first session a moment before it was expired:
    const late = await deliver(stripeEvent('checkout.session.completed', { id: first.session_id }));
    expect(late.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(
      await scalar(sql`select count(*)::int as v from email_outbox where order_id = ${orderId}`),
    ).toBe(1);
    expect(
      await scalar(
        sql`select count(*)::int as v from payment_events where order_id = ${orderId} and applied`,
      ),
    ).toBe(1);
    expect(
      await scalar(
        sql`select count(*)::int as v from order_notes where order_id = ${orderId} and note like 'Paid twice%'`,
      ),
    ).toBe(1);
  });

  it('answers the webhook before closing the other session at Stripe, whatever Stripe does', async () => {
    for (const failure of [
      { kind: 'slow', ms: 1_200 },
      { kind: 'error', status: 500 },
    ] as const) {
      const orderId = await bookTest();
      const first = await startPayment(orderId);
      await ctx.database.db.execute(
        sql`update payment_sessions set expires_at = now() + interval '50 seconds' where id = ${first.session_id}`,
      );
      // The replaced session could not be expired at Stripe, so it is still open there.
      stub.setExpireFailure({ kind: 'error', status: 500 });
      const second = await startPayment(orderId);
      expect(stub.sessions.get(first.session_id)!.status).toBe('open');

      // The customer pays the old one: the order is paid, and the new session must close.
      stub.setExpireFailure(failure);
      stub.requests.length = 0;
      const started = Date.now();
      const res = await deliver(
        stripeEvent('checkout.session.completed', { id: first.session_id }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().outcome).toBe('applied');
      if (failure.kind === 'slow') expect(Date.now() - started).toBeLessThan(1_000);
      expect(await orderStatus(orderId)).toBe('paid');
      const expireAsked = () =>
        stub.requests.some((r) => r.path === `/v1/checkout/sessions/${second.session_id}/expire`);
      await vi.waitFor(() => expect(expireAsked()).toBe(true), { timeout: 3_000 });
      expect(
        await scalar(sql`select status as v from payment_sessions where id = ${second.session_id}`),
      ).toBe('expired');
    }
  });

  it('sells no seat to a delayed payment that succeeds after the sweep filled the date', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const date = location.dates[9];
    await ctx.database.db.execute(
      sql`update course_dates set capacity = 1 where location_id = ${location.id} and starts_at = ${date.datetime}`,
    );
    const holdBody = {
      locationId: location.id,
      seatCount: 1,
      datetime: date.datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    };
    const [seatId] = (await ctx.call('POST', '/course/offline/seat', holdBody)).json().data.seatIds;
    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { orderId, session_id } = booked.json().data;
    // A bank payment: the session completes unpaid, then the hold runs out and is swept.
    await deliver(
      stripeEvent('checkout.session.completed', { id: session_id, payment_status: 'unpaid' }),
    );
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() - interval '1 second' where id = ${seatId}`,
    );
    await ctx.app.payments.expireStale();
    expect((await ctx.call('POST', '/course/offline/seat', holdBody)).statusCode).toBe(201);

    const succeeded = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', { id: session_id }),
    );
    expect(succeeded.statusCode).toBe(200);
    const after = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations[0];
    expect(after.dates[9].seatsLeft).toBe(0);
    expect(
      await scalar(sql`select count(*)::int as v from course_seats s join course_dates d
        on d.id = s.course_date_id where d.location_id = ${location.id}
        and d.starts_at = ${date.datetime} and s.status = 'sold'`),
    ).toBe(0);
    expect(await scalar(sql`select fulfilment_status as v from orders where id = ${orderId}`)).toBe(
      'cancelled',
    );
  });
});

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

describe('what Stripe took', () => {
  async function notes(orderId: string): Promise<string[]> {
    const result = await ctx.database.db.execute(
      sql`select note from order_notes where order_id = ${orderId} order by created_at`,
    );
    return (result as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
  }

  it('applies nothing when the amount or currency taken is not what the session asked', async () => {
    for (const taken of [{ amount_total: 100 }, { currency: 'usd' }]) {
      const orderId = await bookTest();
      const { session_id } = await startPayment(orderId);
      const res = await deliver(
        stripeEvent('checkout.session.completed', { id: session_id, ...taken }),
      );
      expect(res.statusCode).toBe(200);
      expect(await orderStatus(orderId)).toBe('pending');
      expect(await notes(orderId)).toEqual([expect.stringContaining('Amount mismatch')]);
      expect(
        await scalar(sql`select count(*)::int as v from email_outbox where order_id = ${orderId}`),
      ).toBe(0);
      expect(
        await scalar(sql`select count(*)::int as v from audit_log
          where order_id = ${orderId} and action = 'payment-mismatch'`),
      ).toBe(1);
    }
  });

  it('applies nothing when asking Stripe finds a session paid for another amount', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    Object.assign(stub.sessions.get(session_id)!, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1,
    });
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await notes(orderId)).toEqual([expect.stringContaining('Amount mismatch')]);
  });
});

describe('a payment for an order that had closed unpaid', () => {
  it('is applied once, and flagged for staff with the booking that replaced it', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const book = async () => {
      const res = await ctx.call('POST', '/test', buildTestBooking({ userId }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.orderId as string;
    };
    const first = await book();
    const old = await startPayment(first);
    // The customer changes their answers: the web closes the first order and books again.
    expect((await ctx.call('POST', `/order/${first}/abandon`)).statusCode).toBe(204);
    const second = await book();
    const replacing = await startPayment(second);
    await deliver(stripeEvent('checkout.session.completed', { id: replacing.session_id }));

    // The old checkout was paid in a tab left open, before Stripe closed it.
    const late = stripeEvent('checkout.session.completed', { id: old.session_id });
    expect((await deliver(late)).json().outcome).toBe('applied');
    expect((await deliver(late)).json().outcome).toBe('duplicate');

    expect(await orderStatus(first)).toBe('paid');
    expect(
      await scalar(
        sql`select count(*)::int as v from payment_events where order_id = ${first} and applied`,
      ),
    ).toBe(1);
    const flagged = await ctx.database.db.execute(
      sql`select note from order_notes where order_id = ${first} and author = 'system'`,
    );
    const reference = second.replace(/-/g, '').slice(0, 10).toUpperCase();
    expect((flagged as unknown as { rows: { note: string }[] }).rows).toEqual([
      {
        note: expect.stringMatching(
          new RegExp(
            `^Paid after it was closed: .*payment session ${old.session_id} took £36\\.00\\. ` +
              `.*The candidate has also paid for ${reference} since: ask which booking they want, and refund the other\\.$`,
          ),
        ),
      },
    ]);
    expect(
      await scalar(sql`select count(*)::int as v from audit_log
        where order_id = ${first} and action = 'payment-after-close'`),
    ).toBe(1);
  });
});

describe('abandoning an order Stripe has been paid for', () => {
  it('applies the payment first and keeps the order, even before the webhook', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    Object.assign(stub.sessions.get(session_id)!, { status: 'complete', payment_status: 'paid' });
    const res = await ctx.call('POST', `/order/${orderId}/abandon`);
    expect(res.statusCode).toBe(409);
    expect(await orderStatus(orderId)).toBe('paid');
  });
});

const PAYMENTS_DOWN = {
  status: 503,
  code: 'PAYMENTS_UNAVAILABLE',
  message:
    'Payments are not available just now. Nothing has been taken. Please try again in a few minutes.',
};

describe('starting a payment while Stripe is down', () => {
  async function sessionRows(orderId: string): Promise<number> {
    return Number(
      await scalar(
        sql`select count(*)::int as v from payment_sessions where order_id = ${orderId}`,
      ),
    );
  }

  it('answers 503 in plain words when Stripe answers 500, keeping nothing', async () => {
    const orderId = await bookTest();
    stub.setCreateFailure({ kind: 'error', status: 500 });
    const res = await ctx.call('POST', '/payment', { orderId });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(PAYMENTS_DOWN);
    expect(await sessionRows(orderId)).toBe(0);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('answers 503 when the create times out, and a later retry opens a session', async () => {
    const orderId = await bookTest();
    const before = await scalar(
      sql`select updated_at::text as v from orders where id = ${orderId}`,
    );
    stub.setCreateFailure({ kind: 'slow', ms: 5_000 });
    const started = Date.now();
    const res = await ctx.call('POST', '/payment', { orderId });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(PAYMENTS_DOWN);
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(await sessionRows(orderId)).toBe(0);
    expect(await scalar(sql`select updated_at::text as v from orders where id = ${orderId}`)).toBe(
      before,
    );

    stub.setCreateFailure({ kind: 'none' });
    const retry = await startPayment(orderId);
    expect(retry.session_id).toMatch(/^cs_test_/);
    expect(await sessionRows(orderId)).toBe(1);
    await deliver(stripeEvent('checkout.session.completed', { id: retry.session_id }));
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('keeps no classroom order and no longer hold when the booking cannot start its payment', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: location.dates[1].datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
    const [seatId] = held.json().data.seatIds;
    // Less than Stripe's 30 minutes left: starting the payment would extend the hold.
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() + interval '10 minutes' where id = ${seatId}`,
    );
    const seat = sql`select concat_ws(' ', status, order_id, held_until::text) as v
      from course_seats where id = ${seatId}`;
    const before = await scalar(seat);
    stub.setCreateFailure({ kind: 'error', status: 503 });
    const book = () =>
      ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, { userId });
    const refused = await book();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual(PAYMENTS_DOWN);
    expect(await scalar(seat)).toBe(before);

    stub.setCreateFailure({ kind: 'none' });
    const booked = await book();
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await sessionRows(booked.json().data.orderId)).toBe(1);
  });
});

describe('a server whose Stripe cannot be reached', () => {
  const later = startStripeStub();
  let down: TestContext;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    down = await buildTestApp(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_BASE_URL: BASE_URL,
      },
      {
        paymentProvider: createStripeProvider({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          publicBaseUrl: BASE_URL,
          host: '127.0.0.1',
          port,
          protocol: 'http',
          // Stripe's SDK sends a retry with the same request, Idempotency-Key and all.
          maxNetworkRetries: 1,
          timeoutMs: 1_000,
        }),
      },
    );
  });
  afterAll(async () => {
    await down?.close();
    await later.close();
  });

  it('answers 503 at once, keeps nothing, and takes the payment once Stripe is back', async () => {
    const orderId = await bookTestOrder(down);
    const started = Date.now();
    const res = await down.call('POST', '/payment', { orderId });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(PAYMENTS_DOWN);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await down.countRows('payment_sessions')).toBe(0);

    // Stripe is back, but slow: the first answer is lost to the timeout; the SDK's retry
    // carries the same key, and gets the very session the first made, not a second one.
    await later.listen(port);
    later.setCreateFailure({ kind: 'slow', ms: 3_000 });
    const { session_id } = await startPaymentFor(down, orderId);
    const creates = later.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
    expect([...later.sessions.keys()]).toEqual([session_id]);
  });
});
