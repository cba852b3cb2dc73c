import { beforeEach, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { fulfilmentRenderers } from '../src/email/fulfilment-email';
import { emailOutbox, orders, people } from '../src/db/schema';
import { createSandboxProvider } from '../src/payments/sandbox-provider';
import type { PaymentProvider } from '../src/payments/payment-provider';
import { bookTestOrder, buildTestApp, startPaymentFor, useTestApp } from './helper';
import { admin, useSignedInStaff } from './admin-support';

/**
 * The app of the payment edge-case tests: its provider is the sandbox, recording what is asked of
 * it as a real provider would see it, with staff signed in; and the helpers those tests share.
 */
export function usePaymentsEdgeApp() {
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

  const ctx = useTestApp(() =>
    buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '1000' }, { paymentProvider: provider }),
  );
  const staff = useSignedInStaff(ctx);
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
    (
      await rows(
        sql`select kind from email_outbox where order_id = ${orderId} and channel = 'email' order by kind`,
      )
    ).map((r) => r.kind);

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

  return {
    ctx,
    expireCalls,
    refundCalls,
    refusedRefunds,
    rows,
    scalar,
    pay,
    testOrder,
    startPayment,
    replacedSession,
    eventsOf,
    sessionStatus,
    emailKinds,
    adminDetail,
    refund,
    refundEmailText,
    paidTwice,
    staff,
  };
}
