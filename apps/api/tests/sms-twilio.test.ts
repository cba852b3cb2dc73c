import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referenceOf } from '../src/repositories/order-view';
import { SmsRefusedError } from '../src/sms/sms-sender';
import { createSmsWorker } from '../src/sms/sms-worker';
import { createTwilioSender } from '../src/sms/twilio-sender';
import { paidTestOrder } from './admin-support';
import { buildTestApp, useTestApp } from './helper';
import { textRows, uniqueMobile } from './sms-support';
import {
  ACCOUNT_SID,
  AUTH_TOKEN,
  FROM,
  MESSAGING_SERVICE_SID,
  startTwilioStub,
} from './twilio-stub';

let stub: Awaited<ReturnType<typeof startTwilioStub>>;
beforeAll(async () => {
  stub = await startTwilioStub();
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.messages.length = 0;
  stub.refusals.length = 0;
  stub.failNext.length = 0;
});

const sender = (overrides: Partial<Parameters<typeof createTwilioSender>[0]> = {}) =>
  createTwilioSender({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: FROM,
    httpClient: stub.httpClient(),
    ...overrides,
  });
const sms = { to: '+447700900123', body: 'Test: £36.00 paid.', idempotencyKey: 'row-1' };

describe('the Twilio sender, with the official SDK', () => {
  it('creates a Message as documented: To, Body and From, form-encoded, Basic auth', async () => {
    const { messageId } = await sender().send(sms);
    expect(messageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(stub.refusals).toEqual([]);
    expect(stub.messages).toEqual([
      {
        to: '+447700900123',
        body: 'Test: £36.00 paid.',
        from: FROM,
        messagingServiceSid: undefined,
        intendedOrigin: 'https://api.twilio.com',
      },
    ]);
  });

  it('sends through a Messaging Service instead of a number when one is configured', async () => {
    await sender({ from: undefined, messagingServiceSid: MESSAGING_SERVICE_SID }).send(sms);
    expect(stub.messages).toMatchObject([
      { from: undefined, messagingServiceSid: MESSAGING_SERVICE_SID },
    ]);
  });

  it('fails, to be retried, on a wrong auth token or a provider error', async () => {
    await expect(sender({ authToken: 'wrong' }).send(sms)).rejects.toThrow(/Authenticate/);
    expect(stub.refusals).toMatchObject([{ status: 401, code: 20003 }]);
    stub.failNext.push({ status: 503, code: 20503, message: 'Service unavailable' });
    const failure = await sender()
      .send(sms)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRefusedError);
    expect(stub.messages).toEqual([]);
  });

  it('turns a refusal no retry can change (the number replied STOP) into SmsRefusedError', async () => {
    stub.failNext.push({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    await expect(sender().send(sms)).rejects.toBeInstanceOf(SmsRefusedError);
  });

  it('the stub refuses any other shape of request', async () => {
    const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
    const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${stub.origin}${path}`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': type },
        body,
      });
    const path = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
    expect(
      (await post(path, JSON.stringify({ To: '+447700900123' }), 'application/json')).status,
    ).toBe(400);
    expect((await post(path, 'To=07700900123&Body=Hi&From=%2B447700900999')).status).toBe(400);
    expect((await post(path, 'To=%2B447700900123&Body=Hi')).status).toBe(400);
    expect(
      (await post(path, 'To=%2B447700900123&Body=Hi&From=x&MessagingServiceSid=y')).status,
    ).toBe(400);
    expect((await post(path, 'To=%2B447700900123&Body=Hi&From=x&Extra=1')).status).toBe(400);
    expect(
      (
        await post(
          '/2010-04-01/Accounts/ACother/Messages.json',
          'To=%2B447700900123&Body=Hi&From=x',
        )
      ).status,
    ).toBe(404);
    expect(stub.messages).toEqual([]);
  });
});

describe('the text worker with Twilio', () => {
  const ctx = useTestApp(() => buildTestApp());

  it('sends a paid order’s receipt through Twilio and keeps its Message SID', async () => {
    await ctx.database.db.execute(
      sql`update email_outbox set status = 'sent' where status = 'pending'`,
    );
    const orderId = await paidTestOrder(ctx, { phoneNumber: uniqueMobile() });
    const texts = createSmsWorker({
      db: ctx.database.db,
      sender: sender(),
      publicBaseUrl: 'https://bookings.example',
    });
    expect(await texts.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    expect(stub.messages).toHaveLength(1);
    expect(stub.messages[0]!.to).toMatch(/^\+447700900\d{3}$/);
    expect(stub.messages[0]!.body).toContain(
      `https://bookings.example/booking?reference=${referenceOf(orderId)}`,
    );
    const [row] = await textRows(ctx.database.db, orderId);
    expect(row).toMatchObject({ status: 'sent' });
    expect(row!.message_id).toMatch(/^SM[0-9a-f]{32}$/);
  });
});
