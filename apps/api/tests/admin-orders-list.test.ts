import { describe, expect, it } from 'vitest';
import { buildContact } from '@site/domain/test-support';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

const { ctx, staff, detail } = useAdminOrdersApp();

describe('orders list and detail', () => {
  it('lists all orders newest first (view=all), filters them and pages them', async () => {
    const first = await paidTestOrder(ctx, { lastName: 'Abernathy', postcode: 'YO1 7HH' });
    const second = await paidTestOrder(ctx, { email: 'zara.khan@example.com', lastName: 'Khan' });
    const list = await admin(ctx, staff, 'GET', '/orders?pageSize=2&view=all');
    expect(list.statusCode).toBe(200);
    const body = list.json().data;
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.orders[0]).toMatchObject({ kind: 'test', stage: 'paid', name: 'James Khan' });

    const ids = async (query: string) =>
      (await admin(ctx, staff, 'GET', `/orders?${query}`))
        .json()
        .data.orders.map((o: { id: string }) => o.id);
    expect(await ids('q=abernathy')).toEqual([first]);
    expect(await ids('q=yo17hh')).toEqual([first]);
    expect(await ids('q=zara.khan@')).toEqual([second]);
    expect(await ids(`q=${first.replace(/-/g, '').slice(0, 10).toUpperCase()}`)).toEqual([first]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('kind=card')).toEqual([]);
    expect(await ids('status=paid&q=Khan')).toEqual([second]);
    expect(await ids('status=submitted&q=Khan')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect(await ids(`from=${today}&to=${today}&q=Khan`)).toEqual([second]);
    expect(await ids(`to=2020-01-01&q=Khan`)).toEqual([]);
    const page2 = (await admin(ctx, staff, 'GET', '/orders?pageSize=1&page=2&view=all')).json()
      .data;
    expect(page2.orders.map((o: { id: string }) => o.id)).toEqual([first]);
    expect((await admin(ctx, staff, 'GET', '/orders?from=yesterday')).statusCode).toBe(400);
  });

  it('shows everything the candidate gave, every payment event, and audits the view', async () => {
    const orderId = await paidTestOrder(ctx);
    const order = await detail(orderId);
    expect(order.candidate).toMatchObject({
      firstName: 'James',
      lastName: 'Wilson',
      dateOfBirth: '1990-04-15',
      nationalInsuranceNumber: 'AB123456C',
    });
    expect(order.candidate.email).toMatch(/@example\.com$/);
    expect(order.candidate.address).toBeTruthy();
    expect(order.booking).toMatchObject({ testType: 'operative', centreName: expect.any(String) });
    expect(order.paymentEvents).toHaveLength(1);
    expect(order.paymentEvents[0]).toMatchObject({ type: 'completed', applied: true });
    expect(order.paymentSessions[0]).toMatchObject({ status: 'complete', provider: 'sandbox' });
    expect(order.emails).toEqual([
      expect.objectContaining({ kind: 'order-confirmation', channel: 'email' }),
      expect.objectContaining({ kind: 'order-confirmation', channel: 'sms' }),
    ]);
    expect(order.allowedTransitions).toEqual(['submitted', 'cancelled', 'refunded']);
    const audit = await auditRows(ctx, `order_id = '${orderId}'`);
    expect(audit).toEqual([
      {
        actor: staff.email,
        action: 'view-order',
        order_id: orderId,
        enquiry_id: null,
        detail: null,
      },
    ]);
    expect(
      (await admin(ctx, staff, 'GET', '/orders/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('filter input', () => {
  it('refuses impossible or out-of-range filter dates with 400, on the list and the export', async () => {
    for (const path of ['/orders', '/orders/export.csv']) {
      for (const field of ['from', 'to']) {
        for (const date of [
          '2024-02-30',
          '2024-13-45',
          '0000-01-01',
          '1999-12-31',
          '2101-01-01',
          '9999-12-31',
          '2023-02-29',
        ]) {
          const res = await admin(ctx, staff, 'GET', `${path}?${field}=${date}`);
          expect(res.statusCode, `${path} ${field}=${date}`).toBe(400);
          const body = res.json();
          expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
          expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
        }
      }
      for (const query of ['from=2024-02-29&to=2100-12-31', 'from=2000-01-01']) {
        expect((await admin(ctx, staff, 'GET', `${path}?${query}`)).statusCode, query).toBe(200);
      }
    }
  });

  // Covered by the app-wide guard for NUL and lone surrogates in bodies, queries and params
  // (apps/api/src/app.ts): these pass once that guard is in place.
  it('refuses a NUL or a lone surrogate in any search, note or reference, writing nothing', async () => {
    const orderId = await paidTestOrder(ctx);
    const notes = await ctx.countRows('order_notes');
    const audit = await ctx.countRows('audit_log');
    const calls: [string, string, unknown?][] = [
      ['GET', '/orders?q=%00'],
      ['GET', '/orders?q=Wilson%00'],
      ['GET', '/orders/export.csv?q=%00'],
      ['GET', '/audit?action=%00'],
      ['GET', '/audit?action=sign-in%00'],
      ['POST', `/orders/${orderId}/notes`, { note: 'Phoned\u0000' }],
      ['POST', `/orders/${orderId}/notes`, { note: 'Phoned \ud800' }],
      ['POST', `/orders/${orderId}/transitions`, { to: 'cancelled', note: 'x\u0000' }],
      [
        'POST',
        `/orders/${orderId}/transitions`,
        { to: 'submitted', note: 'Sent', reference: 'CITB-1\u0000' },
      ],
      [
        'POST',
        `/orders/${orderId}/transitions`,
        { to: 'submitted', note: 'Sent', reference: 'CITB-1\udc00' },
      ],
    ];
    for (const [method, path, payload] of calls) {
      const res = await admin(ctx, staff, method as 'GET', path, payload);
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: expect.any(String) });
    }
    expect(await ctx.countRows('order_notes')).toBe(notes);
    expect(await ctx.countRows('audit_log')).toBe(audit);
    expect((await detail(orderId)).stage).toBe('paid');
  });
});

describe('enquiries', () => {
  it('lists contact messages and group bookings and marks them answered once', async () => {
    await ctx.call('POST', '/contact', buildContact({ comment: 'Do you book for Scotland?' }));
    await ctx.call('POST', '/contact', {
      ...buildContact({ lastName: 'Groupley' }),
      kind: 'group-booking',
      groupSize: 12,
    });
    const open = (await admin(ctx, staff, 'GET', '/enquiries?answered=no')).json().data;
    expect(open.enquiries.map((e: { kind: string }) => e.kind)).toEqual([
      'group-booking',
      'contact',
    ]);
    expect(open.enquiries[0]).toMatchObject({ groupSize: 12, answeredAt: null });
    const groups = (await admin(ctx, staff, 'GET', '/enquiries?kind=group-booking')).json().data;
    expect(groups.enquiries).toHaveLength(1);

    const id = open.enquiries[1].id as string;
    expect((await admin(ctx, staff, 'POST', `/enquiries/${id}/answered`)).statusCode).toBe(200);
    expect((await admin(ctx, staff, 'POST', `/enquiries/${id}/answered`)).statusCode).toBe(200);
    const answered = (await admin(ctx, staff, 'GET', '/enquiries?answered=yes')).json().data;
    expect(answered.enquiries.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(await auditRows(ctx, `enquiry_id = '${id}'`)).toHaveLength(1);
    expect(
      (await admin(ctx, staff, 'POST', '/enquiries/00000000-0000-4000-8000-000000000000/answered'))
        .statusCode,
    ).toBe(404);
  });
});
