import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { candidateWithHeldSeat } from './helper';
import { SECRET_KEY } from './stripe-stub';
import { BASE_URL, useStripeApp } from './stripe-support';

const { ctx, stub, stripeEvent, deliver, orderStatus, scalar, bookTest, startPayment } =
  useStripeApp();

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
    // An English order leaves the checkout's language to the browser, as before.
    expect(form.has('locale')).toBe(false);
    // Stripe refuses an expiry less than 30 minutes ahead.
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000);

    // A second click hands back the same session instead of opening another.
    const again = await startPayment(orderId);
    expect(again.session_id).toBe(session_id);
    expect(stub.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it("returns a Polish order to the site's Polish pages, with the lines in Polish (issue 20)", async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const booked = await ctx.call('POST', '/test', {
      ...buildTestBooking({ userId }),
      locale: 'pl',
    });
    expect(booked.statusCode).toBe(201);
    const { orderId } = booked.json().data;
    await startPayment(orderId);
    const { form } = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(form.get('success_url')).toBe(`${BASE_URL}/pl/success/${orderId}`);
    expect(form.get('cancel_url')).toBe(`${BASE_URL}/pl/failed/${orderId}`);
    expect(form.get('locale')).toBe('pl');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Test CITB HS&E: Operative: opłata urzędowa',
    );
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe(
      'Opłata za obsługę rezerwacji',
    );
    // What the payment is for, in the provider's dashboard, stays in staff's English.
    expect(form.get('payment_intent_data[description]')).toBe('CITB HS&E test: Operative');
  });

  it('does not serve the sandbox checkout when Stripe is the provider', async () => {
    const orderId = await bookTest();
    const { session_id } = await startPayment(orderId);
    const res = await ctx.app.inject({ method: 'GET', url: `/sandbox-checkout/${session_id}` });
    expect(res.statusCode).toBe(404);
  });

  it('extends a classroom seat hold so that it outlasts the 30-minute session', async () => {
    const { userId, held } = await candidateWithHeldSeat(ctx, 0);
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
      await scalar(
        sql`select count(*)::int as v from email_outbox where order_id = ${orderId} and channel = 'email'`,
      ),
    ).toBe(1);

    // Then the webhook arrives: recorded, nothing more changes, and no second email.
    const late = await deliver(stripeEvent('checkout.session.completed', { id: session_id }));
    expect(late.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    expect(
      await scalar(
        sql`select count(*)::int as v from email_outbox where order_id = ${orderId} and channel = 'email'`,
      ),
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
