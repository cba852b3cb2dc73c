import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countAll } from './helper';
import { useStripeApp } from './stripe-support';

const { ctx, stripeEvent, deliver, orderStatus, scalar, bookTest, startPayment } = useStripeApp();

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
      await scalar(
        sql`select count(*)::int as v from email_outbox where order_id = ${orderId} and channel = 'email'`,
      ),
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
