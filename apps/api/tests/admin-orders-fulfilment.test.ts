import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALLOWED, STAGES } from '@site/domain/fulfilment';
import type { FulfilmentStep } from '@site/domain/fulfilment';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

const { ctx, staff, refundCalls, move, detail, orderAt } = useAdminOrdersApp();

describe('fulfilment', () => {
  it('walks paid → submitted → confirmed → completed with a note, reference and email each step', async () => {
    const orderId = await paidTestOrder(ctx);
    const steps: FulfilmentStep[] = ['submitted', 'confirmed', 'completed'];
    for (const to of steps) {
      const res = await move(orderId, to, { emailCandidate: true });
      expect(res.statusCode, to).toBe(200);
      expect(res.json().data).toMatchObject({ to, emailQueued: true });
    }
    const order = await detail(orderId);
    expect(order.stage).toBe('completed');
    expect(order.fulfilmentReference).toBe('CITB-778812');
    expect(order.allowedTransitions).toEqual([]);
    expect(
      order.notes.map((n: { fromStatus: string; toStatus: string; note: string }) => [
        n.fromStatus,
        n.toStatus,
        n.note,
      ]),
    ).toEqual([
      ['paid', 'submitted', 'Moved to submitted'],
      ['submitted', 'confirmed', 'Moved to confirmed'],
      ['confirmed', 'completed', 'Moved to completed'],
    ]);
    expect(
      order.emails
        .filter((e: { channel: string }) => e.channel === 'email')
        .map((e: { kind: string }) => e.kind),
    ).toEqual([
      'order-confirmation',
      'order-submitted',
      // Confirming a test queues its reminder for the day before; completing it, the reminder
      // before the pass runs out (issue 19).
      'slot-reminder',
      'order-confirmed',
      'test-pass-expiry-reminder',
      'order-completed',
    ]);
    const audit = await auditRows(ctx, `order_id = '${orderId}' and action = 'transition'`);
    expect(audit.map((row) => row.detail)).toEqual([
      { from: 'paid', to: 'submitted', reference: 'CITB-778812', emailQueued: true },
      {
        from: 'submitted',
        to: 'confirmed',
        confirmed: expect.objectContaining({ kind: 'test', centre: 'leeds', time: '09:30' }),
        // Leeds for a booking at Aberdeen: staff confirmed it twice, and the log says so.
        farFromAsked: [
          'Leeds Test Centre is not the centre the customer asked for (Aberdeen (Scotland) Test Centre)',
        ],
        emailQueued: true,
      },
      { from: 'confirmed', to: 'completed', emailQueued: true },
    ]);
  });

  it('allows exactly the listed transitions from every stage, and refuses the rest', async () => {
    const targets: FulfilmentStep[] = [
      'submitted',
      'confirmed',
      'completed',
      'cancelled',
      'refunded',
    ];
    for (const from of [
      'paid',
      'submitted',
      'confirmed',
      'completed',
      'cancelled',
      'refunded',
    ] as const) {
      for (const to of targets) {
        const orderId = await orderAt(from);
        const res = await move(orderId, to);
        const allowed = ALLOWED[from].includes(to);
        expect(res.statusCode, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        expect((await detail(orderId)).stage).toBe(allowed ? to : from);
        if (!allowed) expect(res.json().code).toBe('TRANSITION_NOT_ALLOWED');
      }
    }
    expect(STAGES).toContain('pending');
  });

  it('refuses to move an unpaid order, a step without a note, and submission with a placeholder reference', async () => {
    const userId = (
      await ctx.call(
        'POST',
        '/candidate',
        (await import('@site/domain/test-support')).buildCandidate(),
      )
    ).json().data.userId;
    const booked = await ctx.call(
      'POST',
      '/test',
      (await import('@site/domain/test-support')).buildTestBooking({ userId }),
    );
    const unpaid = booked.json().data.orderId as string;
    for (const to of ['submitted', 'cancelled', 'refunded'] as const) {
      expect((await move(unpaid, to)).statusCode).toBe(409);
    }
    const orderId = await paidTestOrder(ctx);
    const noNote = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'cancelled',
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    const placeholderReference = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'submitted',
      note: 'Sent',
      reference: 'N/A',
    });
    expect(placeholderReference.statusCode).toBe(400);
    expect(placeholderReference.json().errors).toEqual([
      {
        field: 'reference',
        message: 'Enter the real details: the customer sees exactly what you type here',
      },
    ]);
    const unknown = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'paid',
      note: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await detail(orderId)).stage).toBe('paid');
    expect(await auditRows(ctx, `order_id = '${orderId}' and action <> 'view-order'`)).toEqual([]);
  });

  it('refunds through the provider once, however many times it is asked at once', async () => {
    const orderId = await paidTestOrder(ctx);
    refundCalls.length = 0;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => move(orderId, 'refunded', { emailCandidate: true })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.amountPence).toBe(3600);
    const order = await detail(orderId);
    expect(order.stage).toBe('refunded');
    expect(order.price.refunded).toBe(3600);
    expect(order.refundId).toMatch(/^re_cs_sandbox_/);
    expect(order.paymentEvents.map((e: { type: string }) => e.type)).toEqual([
      'completed',
      'refunded',
    ]);
    expect(order.emails.map((e: { kind: string }) => e.kind)).toContain('order-refunded');
    // And again later: refused, the provider is not asked.
    expect((await move(orderId, 'refunded')).statusCode).toBe(409);
    expect(refundCalls).toHaveLength(1);
    const audit = await auditRows(ctx, `order_id = '${orderId}' and action = 'refund'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ from: 'paid', to: 'refunded', amountPence: 3600 });
  });

  it('makes a part refund of a cancelled order, never more than was paid', async () => {
    const orderId = await orderAt('cancelled');
    expect((await move(orderId, 'refunded', { amountPence: 3601 })).statusCode).toBe(400);
    const res = await move(orderId, 'refunded', { amountPence: 2350 });
    expect(res.statusCode).toBe(200);
    expect((await detail(orderId)).price.refunded).toBe(2350);
  });

  it('adds notes on their own, audited', async () => {
    const orderId = await paidTestOrder(ctx);
    const res = await admin(ctx, staff, 'POST', `/orders/${orderId}/notes`, {
      note: 'Candidate phoned about the date',
    });
    expect(res.statusCode).toBe(201);
    expect((await detail(orderId)).notes[0]).toMatchObject({
      note: 'Candidate phoned about the date',
      toStatus: null,
      author: staff.email,
    });
    expect(await auditRows(ctx, `order_id = '${orderId}' and action = 'add-note'`)).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('cannot be changed: no route, and the database refuses updates and deletes', async () => {
    expect((await admin(ctx, staff, 'DELETE', '/audit')).statusCode).toBe(404);
    expect((await admin(ctx, staff, 'PATCH', '/audit')).statusCode).toBe(404);
    await expect(
      ctx.database.db.execute(sql`update audit_log set actor = 'someone else'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const list = (await admin(ctx, staff, 'GET', '/audit?action=sign-in')).json().data;
    expect(list.entries[0]).toMatchObject({ actor: staff.email, action: 'sign-in' });
  });
});
