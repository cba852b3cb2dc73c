import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { futureWeekday } from '@site/domain/test-support';
import { addMonths, todayInLondon } from '@site/domain/validators';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import type { Database, Db } from '../src/db/client';
import { orders, people } from '../src/db/schema';
import { createEmailWorker } from '../src/email/email-worker';
import { fulfilmentRenderers } from '../src/email/fulfilment-email';
import type { Mailer, OutgoingEmail } from '../src/email/mailer';
import { reminderRenderers } from '../src/email/reminder-email';
import { scheduleCardExpiryReminders, scheduleSlotReminder } from '../src/reminders/schedule';
import { onPostgres, openTestDatabase } from './helper';
import { makeRemindersDue } from './reminders-support';

/*
 * Issue 19: each reminder is sent once across any number of instances and after restarts. An
 * instance here is what server.ts starts: an app (buildApp) on its own connection to the
 * database, and an email worker beside it with its own mailer.
 */

const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

/** A mailer that keeps what it sends, a little slowly, so two workers' passes overlap. */
function slowCapturingMailer(): { mailer: Mailer; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    mailer: {
      kind: 'file',
      async send(email) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(email);
        return { messageId: email.messageId };
      },
      close() {},
    },
  };
}

async function startInstance(database: Database) {
  const dataDir = await mkdtemp(join(tmpdir(), 'reminders-instance-'));
  scratch.push(dataDir);
  const app = await buildApp({ env: readEnv({ DATA_DIR: dataDir }), database, logger: false });
  await app.ready();
  const { mailer, sent } = slowCapturingMailer();
  const worker = createEmailWorker({
    db: database.db,
    mailer,
    from: 'SafeSite Bookings <bookings@example.com>',
    supportEmail: 'support@example.com',
    publicBaseUrl: 'http://localhost:3000',
    renderers: { ...fulfilmentRenderers, ...reminderRenderers },
    batchSize: 5,
  });
  return {
    worker,
    sent,
    async stop() {
      await worker.stop();
      await app.close();
    },
  };
}

/**
 * Paid, confirmed test orders with a slot 10 days ahead and a card expiring in a year: each gets
 * its slot reminder and two card expiry reminders, scheduled as the steps schedule them.
 */
async function confirmedOrders(db: Db, count: number): Promise<string[]> {
  const personId = randomUUID();
  await db.insert(people).values({
    id: personId,
    kind: 'candidate',
    title: 'Mr',
    firstName: 'James',
    lastName: 'Wilson',
    email: 'james.wilson@example.com',
  });
  const date = futureWeekday(10);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    ids.push(id);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          id,
          kind: 'test',
          personId,
          status: 'paid',
          officialFeePence: 2_250,
          serviceFeePence: 1_500,
          totalPence: 3_750,
          details: {
            testType: 'operative',
            language: 'English',
            location: 'leeds',
            date,
            time: '09:30',
          },
          fulfilmentStatus: 'confirmed',
          confirmedDetails: {
            kind: 'test',
            date,
            time: '09:30',
            centre: 'leeds',
            centreName: 'Leeds Test Centre',
            centreAddress: 'Gallery House, The Headrow, Leeds, LS1 5RD',
            confirmedAt: new Date().toISOString(),
          },
          cardExpiresOn: addMonths(todayInLondon(), 12),
        })
        .returning();
      await scheduleSlotReminder(tx, order!);
      await scheduleCardExpiryReminders(tx, id, order!.cardExpiresOn);
    });
  }
  return ids;
}

async function emailRows(db: Db, status?: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from email_outbox
        where channel = 'email' and kind like '%reminder' ${status ? sql`and status = ${status}` : sql``}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('reminders on one PostgreSQL shared by instances', () => {
  it('two instances sending at once send each due reminder exactly once in total', async () => {
    const owner = await openTestDatabase();
    const handles = [
      await openDatabase({ url: owner.url!, poolSize: 5 }),
      await openDatabase({ url: owner.url!, poolSize: 5 }),
    ];
    const instances = await Promise.all(handles.map(startInstance));
    try {
      const orderIds = await confirmedOrders(owner.db, 40);
      const expected = orderIds.length * 3;
      expect(await emailRows(owner.db, 'pending')).toBe(expected);
      // Not due yet: nothing goes.
      await Promise.all(instances.map((instance) => instance.worker.runOnce()));
      expect(instances.flatMap((instance) => instance.sent)).toHaveLength(0);

      await makeRemindersDue(owner.db);
      // Both workers pass over the outbox together until it has nothing due.
      for (let round = 0; round < 100; round += 1) {
        const results = await Promise.all(instances.map((instance) => instance.worker.runOnce()));
        if (results.every((r) => r.sent + r.skipped + r.failed === 0)) break;
      }
      const sent = instances.flatMap((instance) => instance.sent);
      expect(sent).toHaveLength(expected);
      expect(new Set(sent.map((email) => email.messageId)).size).toBe(expected);
      // Each instance did part of the work: the claims really were concurrent.
      for (const instance of instances) expect(instance.sent.length).toBeGreaterThan(0);
      expect(await emailRows(owner.db, 'sent')).toBe(expected);
    } finally {
      for (const instance of instances) await instance.stop();
      for (const handle of handles) await handle.close();
      await owner.close();
    }
  }, 60_000);

  it('a reminder queued before a restart is sent once by the instance that comes after', async () => {
    const owner = await openTestDatabase();
    try {
      await restartProof(() => openDatabase({ url: owner.url!, poolSize: 5 }));
    } finally {
      await owner.close();
    }
  }, 60_000);
});

/**
 * One instance queues reminders for later and stops; the database is closed. Later (the send
 * time moved into the past in SQL rather than waited for), a new instance on the same database
 * sends them, once.
 */
async function restartProof(open: () => Promise<Database>): Promise<void> {
  const before = await open();
  const first = await startInstance(before);
  const [orderId] = await confirmedOrders(before.db, 1);
  await first.worker.runOnce();
  expect(first.sent).toHaveLength(0);
  await first.stop();
  await before.close();

  const after = await open();
  const second = await startInstance(after);
  try {
    await makeRemindersDue(after.db, orderId);
    await second.worker.runOnce();
    await second.worker.runOnce();
    const ids = second.sent.map((email) => email.messageId).sort();
    const expiresOn = addMonths(todayInLondon(), 12);
    const slot = `${futureWeekday(10)}T09-30`;
    expect(ids).toEqual([
      `<card-expiry-reminder.${orderId}.1m-${expiresOn}@safesite-bookings.co.uk>`,
      `<card-expiry-reminder.${orderId}.6m-${expiresOn}@safesite-bookings.co.uk>`,
      `<slot-reminder.${orderId}.${slot}@safesite-bookings.co.uk>`,
    ]);
    expect(await emailRows(after.db, 'sent')).toBe(3);
    expect(await emailRows(after.db, 'pending')).toBe(0);
  } finally {
    await second.stop();
    await after.close();
  }
}

describe.skipIf(onPostgres)('reminders in the embedded database (PGlite) across a restart', () => {
  it('a reminder queued before the server stops is sent once after it starts again on the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'reminders-pglite-'));
    scratch.push(dataDir);
    await restartProof(() => openDatabase({ dataDir: join(dataDir, 'pglite') }));
  }, 60_000);
});
