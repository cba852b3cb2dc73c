import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_DOWN, buildStripeTestApp, useStripeApp } from './stripe-support';
import { freePort } from './server-process';
import { bookTestOrder, candidateWithHeldSeat, startPaymentFor } from './helper';
import type { TestContext } from './helper';
import { startStripeStub } from './stripe-stub';

const { ctx, stub, stripeEvent, deliver, orderStatus, scalar, bookTest, startPayment } =
  useStripeApp();

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
    const { userId, held } = await candidateWithHeldSeat(ctx, 1);
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
    // Stripe's SDK sends a retry with the same request, Idempotency-Key and all.
    down = await buildStripeTestApp(port, { maxNetworkRetries: 1, timeoutMs: 1_000 });
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
