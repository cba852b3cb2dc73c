import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCandidate } from '@site/domain/test-support';
import { candidateWithHeldSeat, countAll, onPostgres } from './helper';
import { usePaymentsEdgeApp } from './payments-edge-support';

const edge = usePaymentsEdgeApp();
const { ctx } = edge;

describe('a course seat is never sold twice', () => {
  /** Each hold from its own address: one address may hold only four seats of a date. */
  let holders = 0;
  const hold = async (dateIndex: number) => {
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    holders += 1;
    return ctx.call(
      'POST',
      '/course/offline/seat',
      {
        locationId: location.id,
        seatCount: 1,
        datetime: location.dates[dateIndex].datetime,
        name: 'Level 1 Award in Health and Safety',
        provider: 'SafeSite Training',
      },
      { 'x-forwarded-for': `198.51.100.${holders % 250}` },
    );
  };
  const takenOn = async (seatId: string) =>
    Number(
      await edge.scalar(sql`select count(*)::int as v from course_seats s
        where s.course_date_id = (select course_date_id from course_seats where id = ${seatId})
        and (s.status = 'sold' or (s.status = 'held' and s.held_until > now()))`),
    );
  const seatStatus = (seatId: string) =>
    edge.scalar(sql`select status as v from course_seats where id = ${seatId}`);

  /** A held seat, booked with payment started, whose hold has since run out. */
  async function lapsedBooking(dateIndex: number) {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const held = await hold(dateIndex);
    expect(held.statusCode, held.body).toBe(201);
    const [seatId] = held.json().data.seatIds;
    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() - interval '1 second' where id = ${seatId}`,
    );
    const { orderId, session_id: sessionId } = booked.json().data;
    return { seatId: seatId as string, orderId: orderId as string, sessionId: sessionId as string };
  }

  it('sells no seat to a payment confirmed after the hold ran out and the date filled', async () => {
    const { seatId, orderId, sessionId } = await lapsedBooking(5);
    await ctx.app.payments.expireStale();
    expect(await seatStatus(seatId)).toBe('released');
    const others = await Promise.all(Array.from({ length: 13 }, () => hold(5)));
    expect(others.filter((r) => r.statusCode === 201)).toHaveLength(12);
    expect(await takenOn(seatId)).toBe(12);

    // The provider confirms the payment anyway (Stripe's async_payment_succeeded, say).
    const outcome = await ctx.app.payments.applyEvent({
      id: 'evt_late_full',
      type: 'completed',
      sessionId,
    });
    expect(outcome).toBe('applied');
    expect(await takenOn(seatId)).toBe(12);
    expect(await seatStatus(seatId)).toBe('released');
    // The money is on record, the order is cancelled and waits for its refund.
    const order = await edge.adminDetail(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.stage).toBe('cancelled');
    expect(order.allowedTransitions).toEqual(['refunded']);
    expect(order.notes.map((n: { note: string }) => n.note).join()).toMatch(/No seat was sold/);
    expect(await edge.emailKinds(orderId)).toEqual(['order-cancelled']);
    // The customer's view says so too: paid, but cancelled with a refund due.
    const view = await ctx.call('GET', `/order/${orderId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.order).toMatchObject({ status: 'paid', cancelled: true });

    expect((await edge.refund(orderId)).statusCode).toBe(200);
    expect(edge.refundCalls).toEqual([{ sessionId, amountPence: order.price.total }]);
    expect(await takenOn(seatId)).toBe(12);
    // The sweep had closed the session with its order, here and at the provider.
    expect(edge.expireCalls).toEqual([sessionId]);
  });

  it('closes an order the customer replaced: its seat goes back and its page takes no payment', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const held = await hold(9);
    expect(held.statusCode, held.body).toBe(201);
    const [seatId] = held.json().data.seatIds;
    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    const { orderId, session_id: sessionId } = booked.json().data;
    const taken = await takenOn(seatId);

    for (let i = 0; i < 2; i += 1) {
      expect((await ctx.call('POST', `/order/${orderId}/abandon`)).statusCode).toBe(204);
    }
    expect(await seatStatus(seatId)).toBe('released');
    expect(await takenOn(seatId)).toBe(taken - 1);
    expect(await edge.sessionStatus(sessionId)).toBe('expired');
    expect(await edge.scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
      'expired',
    );
    // A tab left open on its checkout can no longer pay it.
    const paid = await edge.pay(`/sandbox-checkout/${sessionId}`);
    expect(paid.headers.location ?? '').not.toMatch(/^\/success\//);
    expect(await edge.scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
      'expired',
    );
  });

  it('keeps a paid order, and says so, when asked to abandon it', async () => {
    const orderId = await edge.testOrder();
    const { session_id } = await edge.startPayment(orderId);
    expect((await edge.pay(`/sandbox-checkout/${session_id}`)).statusCode).toBe(303);
    const res = await ctx.call('POST', `/order/${orderId}/abandon`);
    expect(res.statusCode).toBe(409);
    expect(await edge.scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
      'paid',
    );
    const unknown = await ctx.call('POST', '/order/00000000-0000-4000-8000-000000000000/abandon');
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a hold that ran out before the sweep reached it', async () => {
    const { seatId, orderId, sessionId } = await lapsedBooking(6);
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    await ctx.database.db.execute(
      sql`update course_dates set capacity = 1 where location_id = ${location.id} and starts_at = ${location.dates[6].datetime}`,
    );
    expect((await hold(6)).statusCode).toBe(201);
    await ctx.app.payments.applyEvent({ id: 'evt_late_unswept', type: 'completed', sessionId });
    expect(await takenOn(seatId)).toBe(1);
    expect((await edge.adminDetail(orderId)).stage).toBe('cancelled');
  });

  it('takes the seat back when a late payment finds the date still has room', async () => {
    const { seatId, orderId, sessionId } = await lapsedBooking(7);
    await ctx.app.payments.expireStale();
    expect(await takenOn(seatId)).toBe(0);
    await ctx.app.payments.applyEvent({ id: 'evt_late_room', type: 'completed', sessionId });
    expect(await seatStatus(seatId)).toBe('sold');
    expect(await takenOn(seatId)).toBe(1);
    const order = await edge.adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(await edge.emailKinds(orderId)).toEqual(['order-confirmation']);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold a lock during a sweep.
  it.runIf(onPostgres)(
    'leaves an order a payment holds right now to the next sweep, without waiting for it',
    async () => {
      const { seatId, orderId } = await lapsedBooking(8);
      let endPayment!: () => void;
      const paymentEnds = new Promise<void>((resolve) => (endPayment = resolve));
      let lockTaken!: () => void;
      const locked = new Promise<void>((resolve) => (lockTaken = resolve));
      const payment = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${orderId} for update`);
        lockTaken();
        await paymentEnds;
      });
      await locked;
      await ctx.app.payments.expireStale();
      expect(await seatStatus(seatId)).toBe('held');
      endPayment();
      await payment;
      await ctx.app.payments.expireStale();
      expect(await seatStatus(seatId)).toBe('released');
      expect(await edge.scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
        'expired',
      );
    },
  );
});

describe('a refused booking writes nothing', () => {
  it('answers 409 to initiate_pay on a hold that has run out, keeping no order', async () => {
    const { userId, held } = await candidateWithHeldSeat(ctx, 8);
    const [seatId] = held.json().data.seatIds;
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() - interval '1 second' where id = ${seatId}`,
    );
    const before = await countAll(ctx);
    const refused = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HOLD_EXPIRED');
    expect(await countAll(ctx)).toEqual(before);
    expect(
      await edge.scalar(sql`select order_id as v from course_seats where id = ${seatId}`),
    ).toBe(null);
  });
});
