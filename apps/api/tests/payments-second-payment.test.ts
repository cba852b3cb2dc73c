import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { admin } from './admin-support';
import { usePaymentsEdgeApp } from './payments-edge-support';

const edge = usePaymentsEdgeApp();
const { ctx } = edge;

describe('an order is never charged twice', () => {
  it('records a second payment a provider reports, applies it once, and refunds both', async () => {
    const orderId = await edge.testOrder();
    const { first, second } = await edge.replacedSession(orderId);
    const payments = ctx.app.payments;
    expect(
      await payments.applyEvent({
        id: 'evt_2pay_a',
        type: 'completed',
        sessionId: second.session_id,
      }),
    ).toBe('applied');
    const paidAt = await edge.scalar(
      sql`select paid_at::text as v from orders where id = ${orderId}`,
    );
    // The provider could not close the first session in time, and reports it paid too.
    for (const id of ['evt_2pay_b', 'evt_2pay_b', 'check_2pay_b']) {
      await payments.applyEvent({ id, type: 'completed', sessionId: first.session_id });
    }
    expect(
      await edge.scalar(sql`select paid_at::text as v from orders where id = ${orderId}`),
    ).toBe(paidAt);
    expect(await edge.emailKinds(orderId)).toEqual(['order-confirmation']);
    expect(await edge.sessionStatus(first.session_id)).toBe('complete');
    expect(await edge.eventsOf(orderId)).toEqual([
      { session_id: second.session_id, type: 'completed', applied: true },
      { session_id: first.session_id, type: 'completed', applied: false },
      { session_id: first.session_id, type: 'completed', applied: false },
    ]);

    const order = await edge.adminDetail(orderId);
    expect(order.stage).toBe('paid');
    const flags = order.notes.filter((n: { note: string }) => n.note.startsWith('Paid twice'));
    expect(flags).toHaveLength(1);
    expect(flags[0].note).toContain(first.session_id);

    const refunded = await edge.refund(orderId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(edge.refundCalls).toEqual([
      { sessionId: second.session_id, amountPence: 3600 },
      { sessionId: first.session_id, amountPence: 3600 },
    ]);
    expect((await edge.adminDetail(orderId)).price.refunded).toBe(7200);
  });

  it('refunds only the second payment on its own, leaving the booking as it stands', async () => {
    const { orderId, first, second } = await edge.paidTwice();
    const refundSecond = () =>
      admin(ctx, edge.staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
        note: 'Paid twice: second payment refunded',
        emailCandidate: true,
      });
    const res = await refundSecond();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refundedPence: 3600, emailQueued: true });
    expect(edge.refundCalls).toEqual([{ sessionId: first.session_id, amountPence: 3600 }]);

    const order = await edge.adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(order.price.refunded).toBe(3600);
    expect(order.payments).toEqual([
      { sessionId: first.session_id, amountPence: 3600, role: 'duplicate', refundedPence: 3600 },
      { sessionId: second.session_id, amountPence: 3600, role: 'order', refundedPence: null },
    ]);
    expect(await edge.emailKinds(orderId)).toEqual([
      'duplicate-payment-refunded',
      'order-confirmation',
    ]);
    // Nothing left to refund twice.
    expect((await refundSecond()).statusCode).toBe(409);
    expect(edge.refundCalls).toHaveLength(1);

    // Refunding the order later refunds only what is left.
    const refundOrder = await admin(ctx, edge.staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'refunded',
      note: 'Refund',
      emailCandidate: true,
    });
    expect(refundOrder.statusCode, refundOrder.body).toBe(200);
    expect(edge.refundCalls.slice(1)).toEqual([
      { sessionId: second.session_id, amountPence: 3600 },
    ]);
    const after = await edge.adminDetail(orderId);
    expect(after.stage).toBe('refunded');
    expect(after.price.refunded).toBe(7200);

    // The email and the audit row state this refund, not the order's refunded total.
    expect(await edge.refundEmailText(orderId)).toContain(
      'We have refunded £36.00 to the card you paid with.',
    );
    const [audit] = await edge.rows(
      sql`select detail from audit_log where order_id = ${orderId} and action = 'refund'`,
    );
    expect(audit!.detail).toMatchObject({ amountPence: 3600, refundedPence: 7200 });
  });

  it('records the refunds made when the provider refuses one part-way, and a retry finishes', async () => {
    const { orderId, first, second } = await edge.paidTwice();
    edge.refusedRefunds.add(first.session_id);
    const stopped = await edge.refund(orderId);
    expect(stopped.statusCode).toBe(502);
    expect(stopped.json()).toMatchObject({ code: 'REFUND_INCOMPLETE' });
    expect(stopped.json().message).toContain(first.session_id);

    // The money that went back is on record; the order has not moved.
    const order = await edge.adminDetail(orderId);
    expect(order.stage).toBe('paid');
    expect(order.price.refunded).toBe(3600);
    expect(order.payments.map((p: { refundedPence: number | null }) => p.refundedPence)).toEqual([
      null,
      3600,
    ]);
    expect(order.notes.at(-1).note).toContain('Refund stopped');
    const audit = await edge.rows(
      sql`select action from audit_log where order_id = ${orderId} and action like 'refund%'`,
    );
    expect(audit).toEqual([{ action: 'refund-incomplete' }]);

    // Once the provider answers, a retry refunds only the payment still due.
    edge.refusedRefunds.clear();
    edge.refundCalls.length = 0;
    const finished = await edge.refund(orderId);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(edge.refundCalls).toEqual([{ sessionId: first.session_id, amountPence: 3600 }]);
    const after = await edge.adminDetail(orderId);
    expect(after.stage).toBe('refunded');
    expect(after.price.refunded).toBe(7200);
    expect(after.refundId).toMatch(new RegExp(second.session_id));
  });

  it('emails the refund of the order payment, made before the stage moved, not £0.00', async () => {
    const { orderId, first } = await edge.paidTwice();
    // The order payment goes back; the provider refuses the second, so the order stays paid.
    edge.refusedRefunds.add(first.session_id);
    expect((await edge.refund(orderId)).statusCode).toBe(502);
    edge.refusedRefunds.clear();
    const duplicate = await admin(ctx, edge.staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
      note: 'Second payment back',
    });
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    // Nothing is left to refund when the order moves to refunded, with its email.
    edge.refundCalls.length = 0;
    const moved = await admin(ctx, edge.staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'refunded',
      note: 'Refunded',
      emailCandidate: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(edge.refundCalls).toEqual([]);
    expect(await edge.refundEmailText(orderId)).toContain(
      'We have refunded £36.00 to the card you paid with.',
    );
  });

  it('has no second payment to refund on an order paid once', async () => {
    const orderId = await edge.testOrder();
    const { session_id } = await edge.startPayment(orderId);
    await ctx.app.payments.applyEvent({
      id: `evt_${session_id}`,
      type: 'completed',
      sessionId: session_id,
    });
    const res = await admin(ctx, edge.staff, 'POST', `/orders/${orderId}/duplicate-refunds`, {
      note: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(edge.refundCalls).toEqual([]);
    expect((await edge.adminDetail(orderId)).price.refunded).toBeNull();
  });
});
