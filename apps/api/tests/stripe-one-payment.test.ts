import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { useStripeApp } from './stripe-support';

const { ctx, stub, stripeEvent, deliver, orderStatus, scalar, bookTest, startPayment } =
  useStripeApp();

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
      await scalar(
        sql`select count(*)::int as v from email_outbox where order_id = ${orderId} and channel = 'email'`,
      ),
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
        await scalar(
          sql`select count(*)::int as v from email_outbox where order_id = ${orderId} and channel = 'email'`,
        ),
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
