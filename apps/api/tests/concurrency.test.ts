import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('a course seat is never sold twice', () => {
  it('gives exactly one hold when 100 requests race for the last seat', async () => {
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const date = location.dates[1];
    await ctx.database.db.execute(
      sql`update course_dates set capacity = 1 where location_id = ${location.id} and starts_at = ${date.datetime}`,
    );
    const hold = {
      locationId: location.id,
      seatCount: 1,
      datetime: date.datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => ctx.call('POST', '/course/offline/seat', hold)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('COURSE_FULL');
    const after = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations[0];
    expect(after.dates[1].seatsLeft).toBe(0);
  });
});

describe('a payment is applied once', () => {
  it('changes the order once when the same session is paid twice at the same moment', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { url, session_id } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const form = new URLSearchParams({
      name: 'James Wilson',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const pays = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        }),
      ),
    );
    for (const pay of pays) expect(pay.headers.location).toBe(`/success/${orderId}`);
    const events = await ctx.database.db.execute(
      sql`select count(*)::int as n from payment_events where session_id = ${session_id}`,
    );
    expect(Number((events as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    const order = (await ctx.call('GET', `/order/${orderId}`)).json().data.order;
    expect(order.status).toBe('paid');
  });

  it('applies a replayed provider event once', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { session_id } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const event = { id: 'evt_replayed_1', type: 'completed' as const, sessionId: session_id };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.payments.applyEvent(event)),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
  });

  it('returns the same order for a repeated submission with the same Idempotency-Key', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const booking = buildTestBooking({ userId });
    const headers = { 'idempotency-key': 'journey-abc-12345' };
    const [a, b] = await Promise.all([
      ctx.call('POST', '/test', booking, headers),
      ctx.call('POST', '/test', booking, headers),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().data.orderId).toBe(b.json().data.orderId);
    const first = (await ctx.call('POST', '/payment', { orderId: a.json().data.orderId })).json()
      .data;
    const second = (await ctx.call('POST', '/payment', { orderId: a.json().data.orderId })).json()
      .data;
    expect(second.session_id).toBe(first.session_id);
  });

  it('knows a retry as the same booking when it names the candidate in capitals', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const headers = { 'idempotency-key': `retry-${userId}` };
    const first = await ctx.call('POST', '/test', buildTestBooking({ userId }), headers);
    const retry = await ctx.call(
      'POST',
      '/test',
      buildTestBooking({ userId: userId.toUpperCase() }),
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.orderId).toBe(first.json().data.orderId);
  });
});

describe('what is left half-way expires cleanly', () => {
  it('releases an unpaid seat hold, closes its checkout session and expires the order', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const date = location.dates[3];
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: date.datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
    const [seatId] = held.json().data.seatIds;
    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    const { orderId, url } = booked.json().data;

    // As if the candidate walked away and the clock ran past the hold and the session.
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() - interval '1 minute' where id = ${seatId}`,
    );
    await ctx.database.db.execute(
      sql`update payment_sessions set expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    await ctx.app.payments.expireStale();

    const order = (await ctx.call('GET', `/order/${orderId}`)).json().data.order;
    expect(order.status).toBe('expired');
    const after = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations[0];
    expect(after.dates[3].seatsLeft).toBe(date.seatsLeft);
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(410);
    const again = await ctx.call('POST', '/payment', { orderId });
    expect(again.statusCode).toBe(409);
  });
});
