import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfirmation } from '@site/domain/test-support';
import { sql } from 'drizzle-orm';
import { eraseExpiredPersonalData } from '../src/fulfilment/retention';
import { capturingEmailWorker } from './email-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { admin, auditRows, paidTestOrder, signedInStaff } from './admin-support';
import type { StaffSession } from './admin-support';

let ctx: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '1000' });
  staff = await signedInStaff(ctx);
});
afterAll(async () => ctx.close());

const move = (orderId: string, to: string, extra: Record<string, unknown> = {}) =>
  admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, { to, note: `To ${to}`, ...extra });

const backdate = (orderId: string, months: number) =>
  ctx.database.db.execute(
    sql`update orders set fulfilment_updated_at = now() - make_interval(months => ${months}, days => 1)
        where id = ${orderId}`,
  );

const orderDetail = async (orderId: string) =>
  (await admin(ctx, staff, 'GET', `/orders/${orderId}`)).json().data.order;

describe('retention', () => {
  it('erases personal data of orders closed more than RETENTION_MONTHS ago and keeps the figures', async () => {
    const old = await paidTestOrder(ctx, { lastName: 'Oldfield' });
    await move(old, 'submitted', { reference: 'CITB-1' });
    await move(old, 'confirmed', { ...buildConfirmation('test'), confirmFar: true });
    await move(old, 'completed');
    await backdate(old, 24);
    const cancelledOld = await paidTestOrder(ctx, { lastName: 'Cancelman' });
    await move(cancelledOld, 'cancelled');
    await backdate(cancelledOld, 25);
    const recent = await paidTestOrder(ctx, { lastName: 'Recentley' });
    await move(recent, 'cancelled');
    await backdate(recent, 23);
    const open = await paidTestOrder(ctx, { lastName: 'Openshaw' });
    await move(open, 'submitted', { reference: 'CITB-2' });
    await ctx.database.db.execute(
      sql`update orders set created_at = now() - interval '30 months' where id = ${open}`,
    );

    const result = await eraseExpiredPersonalData(ctx.database.db, 24);
    expect(result).toEqual({ orders: 2, people: 2 });

    const erased = await orderDetail(old);
    expect(erased.candidate).toMatchObject({
      firstName: 'Erased',
      lastName: '',
      dateOfBirth: null,
      nationalInsuranceNumber: null,
      email: null,
      phoneNumber: null,
      address: null,
      postcode: null,
    });
    expect(erased.personalDataErasedAt).toEqual(expect.any(String));
    expect(erased.fulfilmentReference).toBeNull();
    expect(erased.notes.every((n: { note: string }) => n.note === 'Erased')).toBe(true);
    // The figures stay for the accounts.
    expect(erased).toMatchObject({ kind: 'test', stage: 'completed', paymentStatus: 'paid' });
    expect(erased.price).toMatchObject({ officialFee: 2350, serviceFee: 1250, total: 3600 });
    expect(erased.booking.testType).toBe('operative');
    expect(erased.paidAt).toEqual(expect.any(String));
    expect(erased.allowedTransitions).toEqual([]);
    expect(JSON.stringify(erased)).not.toMatch(/Oldfield|AB123456C|1990-04-15/);
    expect((await orderDetail(cancelledOld)).candidate.lastName).toBe('');

    for (const [id, name] of [
      [recent, 'Recentley'],
      [open, 'Openshaw'],
    ] as const) {
      const kept = await orderDetail(id);
      expect(kept.candidate).toMatchObject({
        lastName: name,
        nationalInsuranceNumber: 'AB123456C',
      });
      expect(kept.personalDataErasedAt).toBeNull();
    }
    // A later run finds nothing more; a refund after erasure is refused.
    expect(await eraseExpiredPersonalData(ctx.database.db, 24)).toEqual({ orders: 0, people: 0 });
    expect((await move(cancelledOld, 'refunded')).statusCode).toBe(409);
    const audit = await auditRows(ctx, `action = 'retention-erase'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'system',
      detail: { months: 24, orders: 2, people: 2 },
    });
  });

  it('keeps a person who still has an open order, while erasing the closed order', async () => {
    const email = 'twice.booked@example.com';
    const closed = await paidTestOrder(ctx, { email, lastName: 'Twiceby' });
    await move(closed, 'cancelled');
    await backdate(closed, 30);
    const stillOpen = await paidTestOrder(ctx, { email, lastName: 'Twiceby' });
    // Same person for both orders.
    await ctx.database.db.execute(
      sql`update orders set person_id = (select person_id from orders where id = ${closed}) where id = ${stillOpen}`,
    );
    expect(await eraseExpiredPersonalData(ctx.database.db, 24)).toEqual({ orders: 1, people: 0 });
    expect((await orderDetail(stillOpen)).candidate.lastName).toBe('Twiceby');
  });
});

describe('fulfilment emails', () => {
  it('sends each step through the outbox with the words of that step', async () => {
    const { worker, sent } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    sent.length = 0;
    const orderId = await paidTestOrder(ctx, { email: 'steps@example.com' });
    await move(orderId, 'submitted', { reference: 'CITB-445566', emailCandidate: true });
    await move(orderId, 'confirmed', {
      ...buildConfirmation('test'),
      confirmFar: true,
      emailCandidate: false,
    });
    await move(orderId, 'refunded', { emailCandidate: true });
    await worker.runOnce();
    const mine = sent.filter((email) => email.to === 'steps@example.com');
    expect(mine.map((email) => email.subject.split(':')[0])).toEqual([
      'Payment received — we are booking your test',
      'We have sent your booking on',
      'Your refund is on its way',
    ]);
    expect(mine[1]!.text).toContain('Their reference: CITB-445566');
    expect(mine[2]!.text).toContain('£36.00');
    expect(mine[2]!.html).toContain('&#163;36.00'.replace('&#163;', '£'));
  });
});
