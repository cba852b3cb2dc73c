import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { buildCandidate } from '@site/domain/test-support';
import { fulfilmentRenderers } from '../src/email/fulfilment-email';
import { emailOutbox, orders, people } from '../src/db/schema';
import { createSandboxProvider } from '../src/payments/sandbox-provider';
import type { PaymentProvider } from '../src/payments/payment-provider';
import { bookTestOrder, buildTestApp, countAll, onPostgres, startPaymentFor } from './helper';
import type { TestContext } from './helper';
import { admin, signedInStaff } from './admin-support';
import type { StaffSession } from './admin-support';

/** The sandbox, recording what is asked of it as a real provider would see it. */
const sandbox = createSandboxProvider();
const expireCalls: string[] = [];
const refundCalls: { sessionId: string; amountPence: number }[] = [];
/** Sessions whose refund the provider refuses, as Stripe does one already refunded elsewhere. */
const refusedRefunds = new Set<string>();
const provider: PaymentProvider = {
  ...sandbox,
  async expireSession(sessionId) {
    expireCalls.push(sessionId);
  },
  async refund(sessionId, amountPence) {
    refundCalls.push({ sessionId, amountPence });
    if (refusedRefunds.has(sessionId)) throw new Error('Charge has already been refunded.');
    return sandbox.refund(sessionId, amountPence);
  },
};

let ctx: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '1000' }, { paymentProvider: provider });
  staff = await signedInStaff(ctx);
});
afterAll(async () => ctx.close());
beforeEach(() => {
  expireCalls.length = 0;
  refundCalls.length = 0;
  refusedRefunds.clear();
});

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
const scalar = async (query: SQL) => (await rows(query))[0]?.v;

const CARD = new URLSearchParams({
  name: 'James Wilson',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
}).toString();
const pay = (url: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: CARD,
  });

const testOrder = () => bookTestOrder(ctx);
const startPayment = (orderId: string) => startPaymentFor(ctx, orderId);

/** Two sessions for one order: the first was within a minute of its end when the second opened. */
async function replacedSession(orderId: string) {
  const first = await startPayment(orderId);
  await ctx.database.db.execute(
    sql`update payment_sessions set expires_at = now() + interval '50 seconds' where id = ${first.session_id}`,
  );
  const second = await startPayment(orderId);
  expect(second.session_id).not.toBe(first.session_id);
  return { first, second };
}

const eventsOf = (orderId: string) =>
  rows(
    sql`select session_id, type, applied from payment_events where order_id = ${orderId} order by received_at, id`,
  );
const sessionStatus = (sessionId: string) =>
  scalar(sql`select status as v from payment_sessions where id = ${sessionId}`);
const emailKinds = async (orderId: string) =>
  (await rows(sql`select kind from email_outbox where order_id = ${orderId} order by kind`)).map(
    (r) => r.kind,
  );

const adminDetail = async (orderId: string) => {
  const res = await admin(ctx, staff, 'GET', `/orders/${orderId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.order;
};
const refund = (orderId: string) =>
  admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
    to: 'refunded',
    note: 'Refund',
  });

/** The order-refunded email as the worker would send it. */
async function refundEmailText(orderId: string): Promise<string> {
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'order-refunded')));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [person] = await db.select().from(people).where(eq(people.id, order!.personId));
  return fulfilmentRenderers['order-refunded'](
    { order: order!, person: person!, card: null, publicBaseUrl: '', supportEmail: 'x@y' },
    row!,
  ).text;
}

/** An order paid through its second session, then through its first too (recorded, not applied). */
async function paidTwice() {
  const orderId = await testOrder();
  const { first, second } = await replacedSession(orderId);
  const payments = ctx.app.payments;
  await payments.applyEvent({
    id: `evt_${second.session_id}`,
    type: 'completed',
    sessionId: second.session_id,
  });
  await payments.applyEvent({
    id: `evt_${first.session_id}`,
    type: 'completed',
    sessionId: first.session_id,
  });
  return { orderId, first, second };
}

describe('an order is never charged twice', () => {
  it('closes the old session when a new one replaces it, and its page takes no payment', async () => {
    const orderId = await testOrder();
    const { first, second } = await replacedSession(orderId);
    expect(await sessionStatus(first.session_id)).toBe('expired');
    expect(expireCalls).toEqual([first.session_id]);

    // The old page, still open in another tab, charges nothing.
    const old = await pay(first.url);
    expect(old.statusCode).toBe(410);
    expect(await eventsOf(orderId)).toEqual([]);

    expect((await pay(second.url)).headers.location).toBe(`/success/${orderId}`);
    const before = await countAll(ctx);
    for (const url of [first.url, second.url]) {
      const page = await ctx.app.inject({ method: 'GET', url });
      if (url === first.url) {
        expect(page.statusCode).toBe(409);
        expect(page.body).toContain('This order has already been paid');
      } else {
        expect(page.headers.location).toBe(`/success/${orderId}`);
      }
    }
    expect((await pay(first.url)).statusCode).toBe(409);
    expect(await countAll(ctx)).toEqual(before);
    expect(await eventsOf(orderId)).toEqual([
      { session_id: second.session_id, type: 'completed', applied: true },
    ]);
    expect(await emailKinds(orderId)).toEqual(['order-confirmation']);
  });

  it('refuses a page whose order was paid through another session, even if still open', async () => {
    const orderId = await testOrder();
    const { first, second } = await replacedSession(orderId);
    expect((await pay(second.url)).headers.location).toBe(`/success/${orderId}`);
    // As if the first session had been left open (a race, or a row from before this fix).
    await ctx.database.db.execute(
      sql`update payment_sessions set status = 'open', expires_at = now() + interval '10 minutes' where id = ${first.session_id}`,
    );
    const before = await countAll(ctx);
    const page = await ctx.app.inject({ method: 'GET', url: first.url });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Nothing was charged');
    const paid = await Promise.all([pay(first.url), pay(first.url)]);
    for (const res of paid) expect(res.statusCode).toBe(409);
    // The same check holds under the order's lock, for a payment racing the other page's.
    expect(
      await ctx.app.payments.applyEvent(
        { id: `evt_${first.session_id}_completed`, type: 'completed', sessionId: first.session_id },
        { onlyIfPayable: true },
      ),
    ).toBe('refused');
    expect(await countAll(ctx)).toEqual(before);
    expect(await sessionStatus(first.session_id)).toBe('open');
    expect((await eventsOf(orderId)).filter((e) => e.type === 'completed')).toHaveLength(1);
  });

  it('records a second payment a provider reports, applies it once, and refunds both', async () => {
    const orderId = await testOrder();
    const { first, second } = await replacedSession(orderId);
    const payments = ctx.app.payments;
    expect(
      await payments.applyEvent({
        id: 'evt_2pay_a',
        type: 'completed',
        sessionId: second.session_id,
      }),
    ).toBe('applied');
    const paidAt = await scalar(sql`select paid_at::text as v from orders where id = ${orderId}`);
    // The provider could not close the first session in time, and reports it paid too.
    for (const id of ['evt_2pay_b', 'evt_2pay_b', 'check_2pay_b']) {
      await payments.applyEvent({ id, type: 'completed', sessionId: first.session_id });
    }
    expect(await scalar(sql`select paid_at::text as v from orders where id = ${orderId}`)).toBe(
      paidAt,
    );
    expect(await emailKinds(orderId)).toEqual(['order-confirmation']);
    expect(await sessionStatus(first.session_id)).toBe('complete');
    expect(await eventsOf(orderId)).toEqual([
      { session_id: second.session_id, type: 'completed', applied: true },
      { session_id: first.session_id, type: 'completed', applied: false },
      { session_id: first.session_id, type: 'completed', applied: false },
    ]);

    const order = await adminDetail(orderId);
    expect(order.stage).toBe('paid');
    const flags = order.notes.filter((n: { note: string }) => n.note.startsWith('Paid twice'));
    expect(flags).toHaveLength(1);
    expect(flags[0].note).toContain(first.session_id);

    const refunded = await refund(orderId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refundCalls).toEqual([
      { sessionId: second.session_id, amountPence: 3600 },
      { sessionId: first.session_id, amountPence: 3600 },
    ]);
    expect((await adminDetail(orderId)).price.refunded).toBe(7200);
  });

  it('refunds only the second payment on its own, leaving the booking as it stands', async () => {
    const { orderId, first, second } = await paidTwice();
    const refundSecond = () =>
      admin(ctx, staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
        note: 'Paid twice: second payment refunded',
        emailCandidate: true,
      });
    const res = await refundSecond();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refundedPence: 3600, emailQueued: true });
    expect(refundCalls).toEqual([{ sessionId: first.session_id, amountPence: 3600 }]);

    const order = await adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(order.price.refunded).toBe(3600);
    expect(order.payments).toEqual([
      { sessionId: first.session_id, amountPence: 3600, role: 'duplicate', refundedPence: 3600 },
      { sessionId: second.session_id, amountPence: 3600, role: 'order', refundedPence: null },
    ]);
    expect(await emailKinds(orderId)).toEqual(['duplicate-payment-refunded', 'order-confirmation']);
    // Nothing left to refund twice.
    expect((await refundSecond()).statusCode).toBe(409);
    expect(refundCalls).toHaveLength(1);

    // Refunding the order later refunds only what is left.
    const refundOrder = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'refunded',
      note: 'Refund',
      emailCandidate: true,
    });
    expect(refundOrder.statusCode, refundOrder.body).toBe(200);
    expect(refundCalls.slice(1)).toEqual([{ sessionId: second.session_id, amountPence: 3600 }]);
    const after = await adminDetail(orderId);
    expect(after.stage).toBe('refunded');
    expect(after.price.refunded).toBe(7200);

    // The email and the audit row state this refund, not the order's refunded total.
    expect(await refundEmailText(orderId)).toContain(
      'We have refunded £36.00 to the card you paid with.',
    );
    const [audit] = await rows(
      sql`select detail from audit_log where order_id = ${orderId} and action = 'refund'`,
    );
    expect(audit!.detail).toMatchObject({ amountPence: 3600, refundedPence: 7200 });
  });

  it('records the refunds made when the provider refuses one part-way, and a retry finishes', async () => {
    const { orderId, first, second } = await paidTwice();
    refusedRefunds.add(first.session_id);
    const stopped = await refund(orderId);
    expect(stopped.statusCode).toBe(502);
    expect(stopped.json()).toMatchObject({ code: 'REFUND_INCOMPLETE' });
    expect(stopped.json().message).toContain(first.session_id);

    // The money that went back is on record; the order has not moved.
    const order = await adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(order.price.refunded).toBe(3600);
    expect(order.payments.map((p: { refundedPence: number | null }) => p.refundedPence)).toEqual([
      null,
      3600,
    ]);
    expect(order.notes.at(-1).note).toContain('Refund stopped');
    const audit = await rows(
      sql`select action from audit_log where order_id = ${orderId} and action like 'refund%'`,
    );
    expect(audit).toEqual([{ action: 'refund-incomplete' }]);

    // Once the provider answers, a retry refunds only the payment still due.
    refusedRefunds.clear();
    refundCalls.length = 0;
    const finished = await refund(orderId);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(refundCalls).toEqual([{ sessionId: first.session_id, amountPence: 3600 }]);
    const after = await adminDetail(orderId);
    expect(after.stage).toBe('refunded');
    expect(after.price.refunded).toBe(7200);
    expect(after.refundId).toMatch(new RegExp(second.session_id));
  });

  it('emails the refund of the order payment, made before the stage moved, not £0.00', async () => {
    const { orderId, first } = await paidTwice();
    // The order payment goes back; the provider refuses the second, so the order stays paid.
    refusedRefunds.add(first.session_id);
    expect((await refund(orderId)).statusCode).toBe(502);
    refusedRefunds.clear();
    const duplicate = await admin(ctx, staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
      note: 'Second payment back',
    });
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    // Nothing is left to refund when the order moves to refunded, with its email.
    refundCalls.length = 0;
    const moved = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'refunded',
      note: 'Refunded',
      emailCandidate: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(refundCalls).toEqual([]);
    expect(await refundEmailText(orderId)).toContain(
      'We have refunded £36.00 to the card you paid with.',
    );
  });

  it('has no second payment to refund on an order paid once', async () => {
    const orderId = await testOrder();
    const { session_id } = await startPayment(orderId);
    await ctx.app.payments.applyEvent({
      id: `evt_${session_id}`,
      type: 'completed',
      sessionId: session_id,
    });
    const res = await admin(ctx, staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
      note: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(refundCalls).toEqual([]);
    expect((await adminDetail(orderId)).price.refunded).toBeNull();
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can interleave the two.
  it.runIf(onPostgres)(
    'takes a payment that arrives while a new checkout of the order is being opened, without a deadlock',
    async () => {
      const orderId = await testOrder();
      const { session_id } = await startPayment(orderId);
      let orderLocked!: () => void;
      const locked = new Promise<void>((resolve) => (orderLocked = resolve));
      // What startPayment does when it replaces a session: the order first, then the session.
      const reopening = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${orderId} for update`);
        orderLocked();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(
          sql`update payment_sessions set status = 'expired' where id = ${session_id} and status = 'open'`,
        );
      });
      await locked;
      const payment = ctx.app.payments.applyEvent({
        id: 'evt_while_reopening',
        type: 'completed',
        sessionId: session_id,
      });
      await expect(reopening).resolves.toBeUndefined();
      // The session was closed first; its payment is recorded all the same, and applied.
      expect(await payment).toBe('applied');
      expect(await scalar(sql`select status as v from orders where id = ${orderId}`)).toBe('paid');
    },
  );

  it('applies one payment when two sessions of an order are paid at the same moment', async () => {
    const orderId = await testOrder();
    const { first, second } = await replacedSession(orderId);
    // Both left open, as if the provider had not closed the first one yet.
    await ctx.database.db.execute(
      sql`update payment_sessions set status = 'open', expires_at = now() + interval '10 minutes' where id = ${first.session_id}`,
    );
    const outcomes = await Promise.all(
      [first, second, first, second].map(({ session_id }, i) =>
        ctx.app.payments.applyEvent({
          id: `evt_race_${i}`,
          type: 'completed',
          sessionId: session_id,
        }),
      ),
    );
    expect(outcomes).toEqual(['applied', 'applied', 'applied', 'applied']);
    const events = await eventsOf(orderId);
    expect(events.filter((e) => e.applied)).toHaveLength(1);
    expect(events).toHaveLength(4);
    expect(await emailKinds(orderId)).toEqual(['order-confirmation']);
    expect(
      await scalar(sql`select count(*)::int as v from payment_sessions
        where order_id = ${orderId} and status = 'complete'`),
    ).toBe(2);
  });
});

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
      await scalar(sql`select count(*)::int as v from course_seats s
        where s.course_date_id = (select course_date_id from course_seats where id = ${seatId})
        and (s.status = 'sold' or (s.status = 'held' and s.held_until > now()))`),
    );
  const seatStatus = (seatId: string) =>
    scalar(sql`select status as v from course_seats where id = ${seatId}`);

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
    const order = await adminDetail(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.stage).toBe('cancelled');
    expect(order.allowedTransitions).toEqual(['refunded']);
    expect(order.notes.map((n: { note: string }) => n.note).join()).toMatch(/No seat was sold/);
    expect(await emailKinds(orderId)).toEqual(['order-cancelled']);
    // The customer's view says so too: paid, but cancelled with a refund due.
    const view = await ctx.call('GET', `/order/${orderId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.order).toMatchObject({ status: 'paid', cancelled: true });

    expect((await refund(orderId)).statusCode).toBe(200);
    expect(refundCalls).toEqual([{ sessionId, amountPence: order.price.total }]);
    expect(await takenOn(seatId)).toBe(12);
    // The sweep had closed the session with its order, here and at the provider.
    expect(expireCalls).toEqual([sessionId]);
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
    expect(await sessionStatus(sessionId)).toBe('expired');
    expect(await scalar(sql`select status as v from orders where id = ${orderId}`)).toBe('expired');
    // A tab left open on its checkout can no longer pay it.
    const paid = await pay(`/sandbox-checkout/${sessionId}`);
    expect(paid.headers.location ?? '').not.toMatch(/^\/success\//);
    expect(await scalar(sql`select status as v from orders where id = ${orderId}`)).toBe('expired');
  });

  it('keeps a paid order, and says so, when asked to abandon it', async () => {
    const orderId = await testOrder();
    const { session_id } = await startPayment(orderId);
    expect((await pay(`/sandbox-checkout/${session_id}`)).statusCode).toBe(303);
    const res = await ctx.call('POST', `/order/${orderId}/abandon`);
    expect(res.statusCode).toBe(409);
    expect(await scalar(sql`select status as v from orders where id = ${orderId}`)).toBe('paid');
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
    expect((await adminDetail(orderId)).stage).toBe('cancelled');
  });

  it('takes the seat back when a late payment finds the date still has room', async () => {
    const { seatId, orderId, sessionId } = await lapsedBooking(7);
    await ctx.app.payments.expireStale();
    expect(await takenOn(seatId)).toBe(0);
    await ctx.app.payments.applyEvent({ id: 'evt_late_room', type: 'completed', sessionId });
    expect(await seatStatus(seatId)).toBe('sold');
    expect(await takenOn(seatId)).toBe(1);
    const order = await adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(await emailKinds(orderId)).toEqual(['order-confirmation']);
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
      expect(await scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
        'expired',
      );
    },
  );
});

describe('a refused booking writes nothing', () => {
  it('answers 409 to initiate_pay on a hold that has run out, keeping no order', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: location.dates[8].datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
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
    expect(await scalar(sql`select order_id as v from course_seats where id = ${seatId}`)).toBe(
      null,
    );
  });
});
