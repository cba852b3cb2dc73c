import { describe, expect, it } from 'vitest';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

/** Issue 18 point 3: staff correct a customer's details, each change audited. */
const { ctx, staff, detail } = useAdminOrdersApp();

const correct = (orderId: string, body: unknown) =>
  admin(ctx, staff, 'PATCH', `/orders/${orderId}/candidate`, body);

describe('correcting the candidate details', () => {
  it('changes only what differs, and audits each change with before and after', async () => {
    const orderId = await paidTestOrder(ctx, { lastName: 'Wisniewski' });
    const res = await correct(orderId, {
      lastName: 'Wiśniewski',
      firstName: 'James',
      email: 'New.Address@Example.com',
      phoneNumber: '+44 7911 654321',
      dateOfBirth: '1990-04-16',
      nationalInsuranceNumber: 'ab 12 34 56 d',
      address: '2 New Street',
      postcode: 'ls14dy',
      testingId: 'CITB 1234 5678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed.sort()).toEqual(
      [
        'lastName',
        'email',
        'phoneNumber',
        'dateOfBirth',
        'nationalInsuranceNumber',
        'address',
        'postcode',
        'testingId',
      ].sort(),
    );
    const order = await detail(orderId);
    expect(order.candidate).toMatchObject({
      firstName: 'James',
      lastName: 'Wiśniewski',
      email: 'new.address@example.com',
      phoneNumber: '+447911654321',
      dateOfBirth: '1990-04-16',
      nationalInsuranceNumber: 'AB123456D',
      address: '2 New Street',
      postcode: 'LS1 4DY',
      testingId: 'CITB12345678',
    });
    const [row] = await auditRows(ctx, `action = 'correct-details' and order_id = '${orderId}'`);
    const changes = (row!.detail as { changes: Record<string, unknown> }).changes;
    expect(changes.lastName).toEqual({ before: 'Wisniewski', after: 'Wiśniewski' });
    expect(changes.testingId).toEqual({ before: null, after: 'CITB12345678' });
    expect(changes.phoneNumber).toMatchObject({ after: '+447911654321' });
    // The NI number and date of birth are masked in the audit log, never whole.
    expect(changes.nationalInsuranceNumber).toEqual({ before: '******56C', after: '******56D' });
    expect(changes.dateOfBirth).toEqual({ before: '****-**-15', after: '****-**-16' });
    expect(JSON.stringify(row)).not.toContain('AB123456');
    expect(JSON.stringify(row)).not.toContain('1990-04');
    expect(row).toMatchObject({ actor: staff.email });
  });

  it('refuses bad values with the booking forms’ messages and changes nothing', async () => {
    const orderId = await paidTestOrder(ctx, { lastName: 'Badvalue' });
    const audit = await ctx.countRows('audit_log');
    for (const [body, field] of [
      [{ email: 'not an email' }, 'email'],
      [{ phoneNumber: 'call me' }, 'phoneNumber'],
      [{ dateOfBirth: '2024-02-30' }, 'dateOfBirth'],
      [{ postcode: 'NOWHERE' }, 'postcode'],
      [{ firstName: '<script>' }, 'firstName'],
      [{ registrationNumber: '12345678' }, 'registrationNumber'],
    ] as const) {
      const res = await correct(orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect((await correct(orderId, {})).statusCode).toBe(400);
    expect(await ctx.countRows('audit_log')).toBe(audit);
    expect((await detail(orderId)).candidate.lastName).toBe('Badvalue');
    // The same values again are no change, and write no audit row.
    const same = await correct(orderId, { lastName: 'Badvalue' });
    expect(same.json().data.changed).toEqual([]);
    expect(await ctx.countRows('audit_log')).toBe(audit + 1); // the detail view above
    const missing = await correct('00000000-0000-4000-8000-000000000000', { lastName: 'Xavier' });
    expect(missing.statusCode).toBe(404);
    const signedOut = await admin(ctx, undefined, 'PATCH', `/orders/${orderId}/candidate`, {
      lastName: 'Intruder',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps a UK number in E.164, so typing the stored number another way changes nothing', async () => {
    const orderId = await paidTestOrder(ctx, {
      lastName: 'Numberson',
      phoneNumber: '07700 900123',
    });
    expect((await detail(orderId)).candidate.phoneNumber).toBe('+447700900123');
    for (const typed of ['07700900123', '+44 7700 900123', '0044 7700 900123']) {
      expect((await correct(orderId, { phoneNumber: typed })).json().data.changed, typed).toEqual(
        [],
      );
    }
    expect((await correct(orderId, { phoneNumber: '07911 654321' })).json().data.changed).toEqual([
      'phoneNumber',
    ]);
    expect((await detail(orderId)).candidate.phoneNumber).toBe('+447911654321');
  });
});
