import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countAll, onPostgres } from './helper';
import { usePaymentsEdgeApp } from './payments-edge-support';

const edge = usePaymentsEdgeApp();
const { ctx } = edge;

describe('an order is never charged twice', () => {
  it('closes the old session when a new one replaces it, and its page takes no payment', async () => {
    const orderId = await edge.testOrder();
    const { first, second } = await edge.replacedSession(orderId);
    expect(await edge.sessionStatus(first.session_id)).toBe('expired');
    expect(edge.expireCalls).toEqual([first.session_id]);

    // The old page, still open in another tab, charges nothing.
    const old = await edge.pay(first.url);
    expect(old.statusCode).toBe(410);
    expect(await edge.eventsOf(orderId)).toEqual([]);

    expect((await edge.pay(second.url)).headers.location).toBe(`/success/${orderId}`);
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
    expect((await edge.pay(first.url)).statusCode).toBe(409);
    expect(await countAll(ctx)).toEqual(before);
    expect(await edge.eventsOf(orderId)).toEqual([
      { session_id: second.session_id, type: 'completed', applied: true },
    ]);
    expect(await edge.emailKinds(orderId)).toEqual(['order-confirmation']);
  });

  it('refuses a page whose order was paid through another session, even if still open', async () => {
    const orderId = await edge.testOrder();
    const { first, second } = await edge.replacedSession(orderId);
    expect((await edge.pay(second.url)).headers.location).toBe(`/success/${orderId}`);
    // As if the first session had been left open (a race, or a row from before this fix).
    await ctx.database.db.execute(
      sql`update payment_sessions set status = 'open', expires_at = now() + interval '10 minutes' where id = ${first.session_id}`,
    );
    const before = await countAll(ctx);
    const page = await ctx.app.inject({ method: 'GET', url: first.url });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Nothing was charged');
    const paid = await Promise.all([edge.pay(first.url), edge.pay(first.url)]);
    for (const res of paid) expect(res.statusCode).toBe(409);
    // The same check holds under the order's lock, for a payment racing the other page's.
    expect(
      await ctx.app.payments.applyEvent(
        { id: `evt_${first.session_id}_completed`, type: 'completed', sessionId: first.session_id },
        { onlyIfPayable: true },
      ),
    ).toBe('refused');
    expect(await countAll(ctx)).toEqual(before);
    expect(await edge.sessionStatus(first.session_id)).toBe('open');
    expect((await edge.eventsOf(orderId)).filter((e) => e.type === 'completed')).toHaveLength(1);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can interleave the two.
  it.runIf(onPostgres)(
    'takes a payment that arrives while a new checkout of the order is being opened, without a deadlock',
    async () => {
      const orderId = await edge.testOrder();
      const { session_id } = await edge.startPayment(orderId);
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
      expect(await edge.scalar(sql`select status as v from orders where id = ${orderId}`)).toBe(
        'paid',
      );
    },
  );

  it('applies one payment when two sessions of an order are paid at the same moment', async () => {
    const orderId = await edge.testOrder();
    const { first, second } = await edge.replacedSession(orderId);
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
    const events = await edge.eventsOf(orderId);
    expect(events.filter((e) => e.applied)).toHaveLength(1);
    expect(events).toHaveLength(4);
    expect(await edge.emailKinds(orderId)).toEqual(['order-confirmation']);
    expect(
      await edge.scalar(sql`select count(*)::int as v from payment_sessions
        where order_id = ${orderId} and status = 'complete'`),
    ).toBe(2);
  });
});
