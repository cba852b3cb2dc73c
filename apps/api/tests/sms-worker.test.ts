import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildConfirmation, futureWeekday } from '@site/domain/test-support';
import { readEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { enqueueEmail } from '../src/email/outbox';
import { referenceOf } from '../src/repositories/order-view';
import { smsWorkerFromEnv } from '../src/sms';
import { SmsRefusedError } from '../src/sms/sms-sender';
import { createSmsWorker } from '../src/sms/sms-worker';
import type { SmsWorkerOptions } from '../src/sms/sms-worker';
import { paidTestOrder } from './admin-support';
import { buildTestApp, onPostgres, useTestApp } from './helper';
import { capturingSender, textRows, uniqueMobile } from './sms-support';

const ctx = useTestApp(() => buildTestApp());
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
beforeEach(async () => {
  // Each test starts with nothing waiting, so that one test's rows are not another's.
  await ctx.database.db.execute(
    sql`update email_outbox set status = 'sent' where status = 'pending'`,
  );
});

const PUBLIC = 'https://bookings.example';
const worker = (overrides: Partial<SmsWorkerOptions> = {}) => {
  const capture = capturingSender();
  return {
    ...capture,
    worker: createSmsWorker({
      db: ctx.database.db,
      sender: capture.sender,
      publicBaseUrl: PUBLIC,
      ...overrides,
    }),
  };
};
const CONFIRMED_SLOT = {
  kind: 'test',
  ...buildConfirmation('test'),
  centreName: 'Leeds Test Centre',
  centreAddress: 'Gallery House, 123-131 The Headrow, Leeds, LS1 5RD',
  confirmedAt: new Date().toISOString(),
};

/** A reminder of the order's confirmed slot (or of another time, which is no longer its slot). */
async function slotReminder(orderId: string, time = '09:30') {
  await ctx.database.db.execute(
    sql`update orders set fulfilment_status = 'confirmed',
      confirmed_details = ${JSON.stringify(CONFIRMED_SLOT)}::jsonb where id = ${orderId}`,
  );
  await enqueueEmail(ctx.database.db, orderId, 'slot-reminder', {
    occasion: `${futureWeekday(21)}T${time}`,
    channel: 'sms',
  });
}

describe('with no SMS_PROVIDER, texts are files in DATA_DIR/sms', () => {
  it('writes the receipt of a paid order with a mobile, in GSM-7 though the name is Polish', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sms-files-'));
    dataDirs.push(dataDir);
    const orderId = await paidTestOrder(ctx, {
      firstName: 'Łukasz',
      lastName: 'Wiśniewski-Şahin',
      phoneNumber: '07700 900123',
    });
    const texts = smsWorkerFromEnv(
      readEnv({ DATA_DIR: dataDir, PUBLIC_BASE_URL: PUBLIC, PAYMENT_PROVIDER: 'sandbox' }),
      ctx.database.db,
    );
    expect(await texts.runOnce()).toMatchObject({ sent: 1, failed: 0, skipped: 0 });
    await texts.stop();

    const files = await readdir(join(dataDir, 'sms'));
    expect(files).toHaveLength(1);
    // Named by the time it was written, so a listing is in order.
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z--[0-9a-f-]{36}\.txt$/);
    const file = await readFile(join(dataDir, 'sms', files[0]!), 'utf8');
    const reference = referenceOf(orderId);
    expect(file).toMatch(/^To: \+447700900123\nDate: \d{4}-.*Z\nEncoding: GSM-7, 2 segments/);
    expect(file).toContain('we have your payment of £36.00 for CITB HS&E test');
    expect(file).toContain(`${PUBLIC}/booking?reference=${reference}`);
    expect(file).not.toContain('Łukasz');

    const [row] = await textRows(ctx.database.db, orderId);
    expect(row).toMatchObject({ kind: 'order-confirmation', status: 'sent', attempts: 1 });
    expect(row!.message_id).toMatch(/^file:/);
    // The email twin is the email worker's: untouched here.
    const emails = await ctx.database.db.execute(
      sql`select status from email_outbox where order_id = ${orderId} and channel = 'email'`,
    );
    expect((emails as unknown as { rows: { status: string }[] }).rows).toEqual([
      { status: 'pending' },
    ]);
  });
});

describe('the text worker skips, with the reason, what must not be sent', () => {
  it('skips a landline and a missing number, and sends nothing', async () => {
    const landline = await paidTestOrder(ctx, { phoneNumber: '020 7946 0018' });
    const erased = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    await ctx.database.db.execute(
      sql`update people set phone_number = null where id = (select person_id from orders where id = ${erased})`,
    );
    const { worker: texts, sent } = worker();
    expect(await texts.runOnce()).toMatchObject({ sent: 0, skipped: 2 });
    expect(sent).toEqual([]);
    expect(await textRows(ctx.database.db, landline)).toMatchObject([
      { status: 'skipped', last_error: 'The phone number is not a UK mobile' },
    ]);
    expect(await textRows(ctx.database.db, erased)).toMatchObject([
      { status: 'skipped', last_error: 'No phone number on file' },
    ]);
  });

  it('skips every text to a number that replied STOP, reminders included', async () => {
    const mobile = uniqueMobile();
    const orderId = await paidTestOrder(ctx, { phoneNumber: mobile });
    await slotReminder(orderId);
    await ctx.database.db.execute(
      sql`insert into sms_opt_outs (phone_number) values (${`+44${mobile.replace(/\D/g, '').slice(1)}`})`,
    );
    const { worker: texts, sent } = worker();
    expect(await texts.runOnce()).toMatchObject({ sent: 0, skipped: 2 });
    expect(sent).toEqual([]);
    expect(await textRows(ctx.database.db, orderId)).toMatchObject([
      { kind: 'order-confirmation', status: 'skipped', last_error: 'The number replied STOP' },
      { kind: 'slot-reminder', status: 'skipped', last_error: 'The number replied STOP' },
    ]);
  });

  it('skips reminders once they are turned off for the order, and sends the rest', async () => {
    const orderId = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    await slotReminder(orderId);
    await ctx.database.db.execute(
      sql`update orders set reminders_off_at = now() where id = ${orderId}`,
    );
    const { worker: texts, sent } = worker();
    expect(await texts.runOnce()).toMatchObject({ sent: 1, skipped: 1 });
    expect(sent.map((sms) => sms.body)).toEqual([expect.stringContaining('we have your payment')]);
    expect(await textRows(ctx.database.db, orderId)).toMatchObject([
      { kind: 'order-confirmation', status: 'sent' },
      {
        kind: 'slot-reminder',
        status: 'skipped',
        last_error: 'Reminders are turned off for this booking',
      },
    ]);
  });

  it('skips a reminder for a slot that is no longer the booking’s, by the email’s rule', async () => {
    const orderId = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    await slotReminder(orderId, '14:00');
    const { worker: texts, sent } = worker();
    expect(await texts.runOnce()).toMatchObject({ sent: 1, skipped: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toMatch(/^\+447700900\d{3}$/);
    expect(await textRows(ctx.database.db, orderId)).toMatchObject([
      { kind: 'order-confirmation', status: 'sent' },
      { kind: 'slot-reminder', status: 'skipped', last_error: 'The booking moved' },
    ]);
  });
});

describe('sending', () => {
  it('retries with backoff when the provider fails, keeps no number in the error, then sends once', async () => {
    const orderId = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    const { worker: texts, sent, state } = worker();
    state.failNext = 1;
    state.failWith = () => new Error('503 from provider while sending to +44 7700 900555');
    expect(await texts.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await textRows(ctx.database.db, orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, backed_off: true });
    expect(row!.last_error).toContain('503 from provider');
    expect(row!.last_error).not.toMatch(/7700|900555/);

    // Not due yet: nothing is sent before the backoff has passed.
    expect((await texts.runOnce()).sent).toBe(0);
    await ctx.database.db.execute(
      sql`update email_outbox set next_attempt_at = now() where order_id = ${orderId} and channel = 'sms'`,
    );
    expect((await texts.runOnce()).sent).toBe(1);
    expect((await texts.runOnce()).sent).toBe(0);
    [row] = await textRows(ctx.database.db, orderId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, message_id: 'captured-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('skips, and never retries, a text the provider refuses for good', async () => {
    const orderId = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    const { worker: texts, state } = worker();
    state.failNext = 1;
    state.failWith = () => new SmsRefusedError('Twilio refused the number (error 21610)');
    expect(await texts.runOnce()).toMatchObject({ sent: 0, failed: 0, skipped: 1 });
    expect(await textRows(ctx.database.db, orderId)).toMatchObject([
      { status: 'skipped', attempts: 1, last_error: 'Twilio refused the number (error 21610)' },
    ]);
  });

  it('sends each text once when two workers claim at once, each on its own connection', async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => paidTestOrder(ctx, { phoneNumber: uniqueMobile() })),
    );
    // On PostgreSQL, a second pool to the same database, as a second instance would have.
    const url = (ctx.database as { url?: string }).url;
    const other = onPostgres && url ? await openDatabase({ url, migrate: false }) : undefined;
    const first = worker();
    const second = worker({ db: other?.db ?? ctx.database.db, batchSize: 3 });
    const results = await Promise.all([
      first.worker.runOnce(),
      second.worker.runOnce(),
      first.worker.runOnce(),
      second.worker.runOnce(),
    ]);
    // Whatever the first pass left (each claims at most its batch) goes on the next.
    await Promise.all([first.worker.runOnce(), second.worker.runOnce()]);
    await other?.close();
    const sentTo = [...first.sent, ...second.sent].map((sms) => sms.idempotencyKey);
    expect(sentTo).toHaveLength(orders.length);
    expect(new Set(sentTo).size).toBe(orders.length);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    for (const orderId of orders) {
      expect(await textRows(ctx.database.db, orderId)).toMatchObject([
        { status: 'sent', attempts: 1 },
      ]);
    }
  });
});
