import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { futureWeekday } from '@site/domain/test-support';
import { lastFreeChangeDay } from '@site/domain/fulfilment';
import { MESSAGES } from '@site/domain/validators';
import { auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { CHANGE, askFor, openDay } from './change-requests-support';
import { fieldError } from './helper';

const { ctx, orderAt } = useAdminOrdersApp();

async function outboxOf(orderId: string) {
  const result = await ctx.database.db.execute(
    (await import('drizzle-orm')).sql.raw(
      `select kind, channel, occasion from email_outbox where order_id = '${orderId}' and kind like 'change-request-%' order by channel`,
    ),
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('a customer asks to change or cancel a booking (issue 19)', () => {
  it('takes a free change, audits it and queues the email and the text', async () => {
    const orderId = await orderAt('paid');
    const res = await askFor(ctx, orderId, CHANGE);
    expect(res.statusCode, res.body).toBe(201);
    const { request } = res.json().data;
    const testDate = futureWeekday(21);
    expect(request).toMatchObject({
      kind: 'change',
      status: 'open',
      late: false,
      freeUntil: lastFreeChangeDay(testDate, 'scotland'), // booked at Aberdeen
    });
    expect(await outboxOf(orderId)).toEqual([
      { kind: 'change-request-received', channel: 'email', occasion: request.id },
      { kind: 'change-request-received', channel: 'sms', occasion: request.id },
    ]);
    const [audit] = await auditRows(ctx, `order_id = '${orderId}' and action = 'change-request'`);
    expect(audit).toMatchObject({
      actor: 'customer',
      detail: { requestId: request.id, kind: 'change', late: false },
    });
    const result = await ctx.database.db.execute(
      (await import('drizzle-orm')).sql.raw(
        `select preferred_dates, preferred_time, reason from change_requests where id = '${request.id}'`,
      ),
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      preferred_dates: CHANGE.preferredDates,
      preferred_time: 'morning',
      reason: 'Illness: Broken wrist',
    });
  });

  it('marks a request after the last free day late, and needs the customer to say they understand', async () => {
    const orderId = await paidTestOrder(ctx, {}, { date: openDay(21), alternateDate: openDay(28) });
    // Booked weeks ago, its day is now tomorrow: a new booking cannot be that soon.
    await ctx.database.db.execute(
      sql`update orders set details = jsonb_set(details, '{date}', to_jsonb(${openDay(1)}::text)) where id = ${orderId}`,
    );
    const unacknowledged = await askFor(ctx, orderId, { kind: 'cancel' });
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json().errors).toEqual([
      fieldError('lateAcknowledged', MESSAGES.lateAcknowledged),
    ]);
    expect(await ctx.countRows(`change_requests where order_id = '${orderId}'`)).toBe(0);
    const res = await askFor(ctx, orderId, { kind: 'cancel', lateAcknowledged: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.request).toMatchObject({ kind: 'cancel', late: true });
  });

  it('refuses a second open request with a plain 409', async () => {
    const orderId = await orderAt('paid');
    expect((await askFor(ctx, orderId, CHANGE)).statusCode).toBe(201);
    const second = await askFor(ctx, orderId, { kind: 'cancel' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.requestOpen);
    expect(await ctx.countRows(`change_requests where order_id = '${orderId}'`)).toBe(1);
  });

  it('lets only one of two requests sent at once through, and the other gets the same 409', async () => {
    const orderId = await orderAt('paid');
    const answers = await Promise.all([
      askFor(ctx, orderId, CHANGE),
      askFor(ctx, orderId, { kind: 'cancel' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.countRows(`change_requests where order_id = '${orderId}'`)).toBe(1);
  });

  it('refuses what the booking does not allow: a closed order, a card already sent', async () => {
    const cancelled = await orderAt('cancelled');
    const refused = await askFor(ctx, cancelled, { kind: 'cancel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.requestNotAllowed);
    expect(await ctx.countRows(`change_requests where order_id = '${cancelled}'`)).toBe(0);
  });

  it('answers a wrong date of birth as not found and changes nothing', async () => {
    const orderId = await orderAt('paid');
    const res = await askFor(ctx, orderId, { kind: 'cancel', dateOfBirth: '1990-04-16' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.bookingNotFound);
    expect(await ctx.countRows(`change_requests where order_id = '${orderId}'`)).toBe(0);
    expect(await outboxOf(orderId)).toEqual([]);
  });

  it('says what is wrong with a change in plain words', async () => {
    const orderId = await orderAt('paid');
    const res = await askFor(ctx, orderId, {
      kind: 'change',
      preferredDates: ['2020-01-01'],
      reason: 'other',
    });
    expect(res.statusCode).toBe(400);
    // Every missing answer at once, not one per try.
    expect(res.json().errors).toEqual([
      fieldError('preferredDates.0', MESSAGES.testDateToday),
      fieldError('preferredTime', MESSAGES.preferredTime),
      fieldError('reasonText', MESSAGES.requestReasonText),
    ]);
    expect(await ctx.countRows(`change_requests where order_id = '${orderId}'`)).toBe(0);
  });
});
