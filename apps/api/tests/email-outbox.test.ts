import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking, decodeMimeHeader } from '@site/domain/test-support';
import { readEnv } from '../src/config/env';
import { emailWorkerFromEnv } from '../src/email';
import { backoffMs } from '../src/email/outbox';
import { referenceOf } from '../src/repositories/order-view';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server in this process: it keeps what it accepts and can refuse on demand. */
const received: Received[] = [];
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        const error = new Error('Mailbox temporarily unavailable') as Error & {
          responseCode: number;
        };
        error.responseCode = 451;
        return callback(error);
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let ctx: TestContext;
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received.length = 0;
  refuseNext = 0;
  // Each test starts with nothing waiting, so that one test's rows are not another's.
  await ctx.database.db.execute(
    sql`update email_outbox set status = 'sent' where status = 'pending'`,
  );
});

const smtpWorker = () =>
  emailWorkerFromEnv(
    readEnv({
      SMTP_URL: smtpUrl,
      PUBLIC_BASE_URL: 'https://bookings.example',
      PAYMENT_PROVIDER: 'sandbox',
    }),
    ctx.database.db,
  );

async function rows(orderId: string) {
  const result = await ctx.database.db.execute(
    sql`select status, attempts, last_error, message_id,
          next_attempt_at > now() + interval '20 seconds' as backed_off
        from email_outbox where order_id = ${orderId} and channel = 'email'`,
  );
  return (
    result as unknown as {
      rows: {
        status: string;
        attempts: number;
        last_error: string | null;
        message_id: string | null;
        backed_off: boolean;
      }[];
    }
  ).rows;
}

/** A paid test booking, paid through the same event path a webhook uses. */
async function paidTestOrder(email = 'james.wilson@example.com') {
  const { userId } = (await ctx.call('POST', '/candidate', buildCandidate({ email }))).json().data;
  const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
  const { session_id } = (await ctx.call('POST', '/payment', { orderId })).json().data;
  const event = { id: `evt_${orderId}`, type: 'completed' as const, sessionId: session_id };
  expect(await ctx.app.payments.applyEvent(event)).toBe('applied');
  return { orderId, sessionId: session_id as string, event };
}

describe('the confirmation email is queued with the payment', () => {
  it('queues nothing until the order is paid', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { session_id } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    await ctx.app.payments.applyEvent({
      id: `evt_f_${orderId}`,
      type: 'failed',
      sessionId: session_id,
    });
    expect(await rows(orderId)).toHaveLength(0);
  });

  it('queues once per paid order, however often and however the payment event is replayed', async () => {
    const { orderId, sessionId, event } = await paidTestOrder();
    expect(await ctx.app.payments.applyEvent(event)).toBe('duplicate');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.app.payments.applyEvent({
          id: `evt_other_${i}_${orderId}`,
          type: 'completed',
          sessionId,
        }),
      ),
    );
    const queued = await rows(orderId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('the outbox worker', () => {
  it('sends the confirmation once over SMTP, in plain text and HTML, and marks it sent', async () => {
    const { orderId } = await paidTestOrder('amy.sender@example.com');
    const first = smtpWorker();
    const second = smtpWorker();
    // Two workers at once, then again: the message goes out once.
    const results = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect((await first.runOnce()).sent).toBe(0);
    await first.stop();
    await second.stop();

    const mine = received.filter((m) => m.to.includes('amy.sender@example.com'));
    expect(mine).toHaveLength(1);
    // Quoted-printable soft breaks and folded header lines, undone.
    const raw = mine[0]!.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
    const reference = referenceOf(orderId);
    // A receipt, not a confirmation: no slot has been booked yet (issue 18).
    const headers = mine[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    const subject = /^Subject: (.*?)\r?$/m.exec(headers)?.[1] ?? '';
    expect(decodeMimeHeader(subject)).toMatch(/^Payment received — we are booking your test: /);
    expect(decodeMimeHeader(subject)).not.toMatch(/confirmed/i);
    expect(raw).toContain(reference);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain('Total paid: =C2=A336.00');
    expect(raw).toContain('support@safesite-bookings.co.uk');
    expect(raw).toContain('Next steps');
    expect(raw).toContain(`https://bookings.example/success/${orderId}`);
    expect(raw).toContain(`Message-ID: <order-confirmation.${orderId}@`);

    const [row] = await rows(orderId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.message_id).toContain(orderId);
  });

  it('retries with backoff after an SMTP failure, and then sends once', async () => {
    const { orderId } = await paidTestOrder('retry.me@example.com');
    const worker = smtpWorker();
    refuseNext = 1;
    const failed = await worker.runOnce();
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await rows(orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, backed_off: true });
    expect(row!.last_error).toMatch(/451|temporarily/i);

    // Not due yet: nothing is sent before the backoff has passed.
    expect((await worker.runOnce()).sent).toBe(0);
    await ctx.database.db.execute(
      sql`update email_outbox set next_attempt_at = now() where order_id = ${orderId}`,
    );
    expect((await worker.runOnce()).sent).toBe(1);
    expect((await worker.runOnce()).sent).toBe(0);
    await worker.stop();

    [row] = await rows(orderId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.filter((m) => m.to.includes('retry.me@example.com'))).toHaveLength(1);
  });

  it('waits twice as long after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(20, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('without SMTP_URL, writes each message as an .eml file into DATA_DIR/outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
    try {
      const { orderId } = await paidTestOrder('file.copy@example.com');
      const worker = emailWorkerFromEnv(readEnv({ DATA_DIR: dataDir }), ctx.database.db);
      expect((await worker.runOnce()).sent).toBe(1);
      await worker.stop();
      const files = await readdir(join(dataDir, 'outbox'));
      expect(files).toEqual([`order-confirmation.${orderId}_safesite-bookings.co.uk.eml`]);
      const eml = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: file.copy@example.com');
      expect(eml).toContain(referenceOf(orderId));
      expect(received).toHaveLength(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
