import { describe, expect, it } from 'vitest';
import { auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

/** Issue 18 point 3: a part refund leaves the order open; the last of the money closes it. */
const { ctx, refundCalls, move, detail } = useAdminOrdersApp();

describe('refund amounts', () => {
  it('keeps the order open after part refunds, and closes it when all is refunded', async () => {
    const orderId = await paidTestOrder(ctx);
    refundCalls.length = 0;
    const first = await move(orderId, 'refunded', { amountPence: 1000, emailCandidate: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.refund).toMatchObject({ amountPence: 1000, whole: false });
    let order = await detail(orderId);
    expect(order.stage).toBe('paid');
    expect(order.price.refunded).toBe(1000);
    expect(order.allowedTransitions).toContain('refunded');
    expect(order.notes[0]).toMatchObject({ fromStatus: 'paid', toStatus: 'paid' });

    // The same amount again is a second refund of its own, not the first one repeated.
    const second = await move(orderId, 'refunded', { amountPence: 1000 });
    expect(second.statusCode).toBe(200);
    expect((await detail(orderId)).price.refunded).toBe(2000);

    // More than is left is refused, and says what is left.
    const tooMuch = await move(orderId, 'refunded', { amountPence: 1601 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      {
        field: 'amountPence',
        message: 'The refund must be between 1p and £16.00, what is left to refund',
      },
    ]);

    // No amount: all that is left, and the order is closed.
    const rest = await move(orderId, 'refunded');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.refund).toMatchObject({ amountPence: 1600, whole: true });
    order = await detail(orderId);
    expect(order.stage).toBe('refunded');
    expect(order.price.refunded).toBe(3600);
    expect(refundCalls.map((c) => c.amountPence)).toEqual([1000, 1000, 1600]);
    expect(order.paymentEvents.filter((e: { type: string }) => e.type === 'refunded')).toHaveLength(
      3,
    );
    const audit = await auditRows(ctx, `order_id = '${orderId}' and action = 'refund'`);
    expect(audit.map((row) => (row.detail as { partRefund: boolean }).partRefund)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await move(orderId, 'refunded', { amountPence: 1 })).statusCode).toBe(409);
  });

  it('closes the order when a part refund happens to be the whole amount', async () => {
    const orderId = await paidTestOrder(ctx);
    const res = await move(orderId, 'refunded', { amountPence: 3600 });
    expect(res.statusCode).toBe(200);
    expect((await detail(orderId)).stage).toBe('refunded');
  });
});
