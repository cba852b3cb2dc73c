import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { addMonths, todayInLondon } from '@site/domain/validators';
import { referenceOf } from '../src/repositories/order-view';
import { paidOrderOf } from './admin-kinds-support';
import { auditRows, paidTestOrder } from './admin-support';
import { buildTestApp, useTestApp } from './helper';

const candidate = buildCandidate();
const ctx = useTestApp(() => buildTestApp());

const choose = (orderId: string, choices: object, dateOfBirth = candidate.dateOfBirth) =>
  ctx.call('POST', '/bookings/reminders', {
    reference: referenceOf(orderId),
    dateOfBirth,
    ...choices,
  });

async function reminderRows(orderId: string) {
  const result = (await ctx.database.db.execute(
    sql`select kind, channel, occasion, status from email_outbox
       where order_id = ${orderId} and kind like '%reminder' order by kind, occasion, channel`,
  )) as unknown as { rows: { kind: string; channel: string; occasion: string; status: string }[] };
  return result.rows;
}

describe('POST /api/v2/bookings/reminders (issue 19)', () => {
  it('turns reminders off and on again from the status page, audited as the customer', async () => {
    const orderId = await paidTestOrder(ctx);
    const off = await choose(orderId, { remindersOff: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.booking.reminders.off).toBe(true);
    const on = await choose(orderId, { remindersOff: false });
    expect(on.json().data.booking.reminders.off).toBe(false);
    const audit = await auditRows(ctx, `order_id = '${orderId}'`);
    expect(audit.filter((row) => row.action === 'customer-reminders')).toHaveLength(2);
  });

  it('takes a card expiry date and queues the renewal reminders, by email and text', async () => {
    const orderId = await paidOrderOf(ctx, 'card');
    const expiresOn = addMonths(todayInLondon(), 12);
    const res = await choose(orderId, { cardExpiresOn: expiresOn });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking.reminders.cardExpiresOn).toBe(expiresOn);
    expect(await reminderRows(orderId)).toEqual([
      {
        kind: 'card-expiry-reminder',
        channel: 'email',
        occasion: `1m:${expiresOn}`,
        status: 'pending',
      },
      {
        kind: 'card-expiry-reminder',
        channel: 'sms',
        occasion: `1m:${expiresOn}`,
        status: 'pending',
      },
      {
        kind: 'card-expiry-reminder',
        channel: 'email',
        occasion: `6m:${expiresOn}`,
        status: 'pending',
      },
      {
        kind: 'card-expiry-reminder',
        channel: 'sms',
        occasion: `6m:${expiresOn}`,
        status: 'pending',
      },
    ]);
  });

  it('puts a date that is not real on its field and changes nothing', async () => {
    const orderId = await paidOrderOf(ctx, 'card');
    const res = await choose(orderId, { cardExpiresOn: '2027-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['cardExpiresOn']);
    expect(await reminderRows(orderId)).toEqual([]);
  });

  it('changes nothing with a wrong date of birth', async () => {
    const orderId = await paidTestOrder(ctx);
    const res = await choose(orderId, { remindersOff: true }, '1970-01-01');
    expect(res.statusCode).toBe(404);
    const audit = await auditRows(ctx, `order_id = '${orderId}'`);
    expect(audit.filter((row) => row.action === 'customer-reminders')).toEqual([]);
  });
});
