import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { beforeEach, describe, expect, it } from 'vitest';
import { futureWeekday } from '@site/domain/test-support';
import { enqueueEmail } from '../src/email/outbox';
import { paidTestOrder } from './admin-support';
import { buildTestApp, useTestApp } from './helper';
import { textRows, uniqueMobile } from './sms-support';
import { ACCOUNT_SID, AUTH_TOKEN, FROM } from './twilio-stub';

const PUBLIC = 'https://bookings.example';
const URL_SIGNED = `${PUBLIC}/api/sms/inbound`;
const ctx = useTestApp(() =>
  buildTestApp({
    PUBLIC_BASE_URL: PUBLIC,
    PAYMENT_PROVIDER: 'sandbox',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: FROM,
  }),
);
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`update email_outbox set status = 'sent' where status = 'pending'`,
  );
});

/** The fields Twilio posts for an incoming message, signed as Twilio signs them. */
function incoming(from: string, body: string, token = AUTH_TOKEN) {
  const params = {
    MessageSid: `SM${'1'.repeat(32)}`,
    AccountSid: ACCOUNT_SID,
    From: from,
    To: FROM,
    Body: body,
    NumMedia: '0',
  };
  return {
    method: 'POST' as const,
    url: '/api/sms/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, URL_SIGNED, params),
    },
    payload: new URLSearchParams(params).toString(),
  };
}

const e164 = (mobile: string) => `+44${mobile.replace(/\D/g, '').slice(1)}`;
async function optedOut(phone: string): Promise<boolean> {
  const result = await ctx.database.db.execute(
    sql`select 1 from sms_opt_outs where phone_number = ${phone}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

describe('POST /api/sms/inbound', () => {
  it('records STOP, skips that number’s waiting reminders, and answers empty TwiML', async () => {
    const mobile = uniqueMobile();
    const orderId = await paidTestOrder(ctx, { phoneNumber: mobile });
    await enqueueEmail(ctx.database.db, orderId, 'slot-reminder', {
      occasion: `${futureWeekday(21)}T09:30`,
      sendAfter: new Date(Date.now() + 86_400_000),
    });
    const res = await ctx.app.inject(incoming(e164(mobile), ' stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await optedOut(e164(mobile))).toBe(true);
    expect(await textRows(ctx.database.db, orderId)).toMatchObject([
      { kind: 'order-confirmation', status: 'pending' },
      { kind: 'slot-reminder', status: 'skipped', last_error: 'The number replied STOP' },
    ]);
    // The reminder's email is not the text's to stop.
    const emails = await ctx.database.db.execute(
      sql`select status from email_outbox where order_id = ${orderId} and kind = 'slot-reminder' and channel = 'email'`,
    );
    expect((emails as unknown as { rows: { status: string }[] }).rows).toEqual([
      { status: 'pending' },
    ]);
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit', 'Stop.'])(
    'takes %j as STOP',
    async (word) => {
      const phone = e164(uniqueMobile());
      expect((await ctx.app.inject(incoming(phone, word))).statusCode).toBe(200);
      expect(await optedOut(phone)).toBe(true);
    },
  );

  it('START or UNSTOP lets texts go again; other words change nothing', async () => {
    const phone = e164(uniqueMobile());
    await ctx.app.inject(incoming(phone, 'STOP'));
    await ctx.app.inject(incoming(phone, 'Please stop texting me at night'));
    expect(await optedOut(phone)).toBe(true);
    expect((await ctx.app.inject(incoming(phone, 'start'))).statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(false);
    await ctx.app.inject(incoming(phone, 'STOP'));
    await ctx.app.inject(incoming(phone, 'UNSTOP'));
    expect(await optedOut(phone)).toBe(false);
  });

  it('stores a reply from a number written without +44 in E.164, as the worker looks it up', async () => {
    const mobile = uniqueMobile();
    await ctx.app.inject(incoming(mobile, 'STOP'));
    expect(await optedOut(e164(mobile))).toBe(true);
  });

  it('refuses an unsigned request, a wrong signature and a changed field with 403', async () => {
    const phone = e164(uniqueMobile());
    const unsigned = incoming(phone, 'STOP');
    const { 'x-twilio-signature': _dropped, ...headers } = unsigned.headers;
    expect((await ctx.app.inject({ ...unsigned, headers })).statusCode).toBe(403);
    expect((await ctx.app.inject(incoming(phone, 'STOP', 'another-token'))).statusCode).toBe(403);
    const signedForOther = incoming(e164(uniqueMobile()), 'STOP');
    const tampered = {
      ...signedForOther,
      payload: signedForOther.payload.replace(/From=[^&]*/, `From=${encodeURIComponent(phone)}`),
    };
    const res = await ctx.app.inject(tampered);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await optedOut(phone)).toBe(false);
  });

  it('never answers 500, whatever is sent', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"From":"+447700900123","Body":"STOP"}'],
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', '%%%&&&=='],
      ['application/x-www-form-urlencoded', 'From=%00&Body=%00'],
      ['text/plain', 'STOP'],
      ['application/x-www-form-urlencoded', `Body=${'x'.repeat(70_000)}`],
    ];
    for (const [type, payload] of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': type, 'x-twilio-signature': 'bm9wZQ==' },
        payload,
      });
      expect(res.statusCode, `${type} ${payload.slice(0, 30)}`).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    // Signed, but with no sender or an odd one: answered, nothing stored.
    const odd = await ctx.app.inject(incoming('', 'STOP'));
    expect(odd.statusCode).toBe(200);
    const names = await ctx.app.inject(incoming('whatsapp:+447700900321', 'STOP'));
    expect(names.statusCode).toBe(200);
  });
});

describe('with no SMS provider', () => {
  const plain = useTestApp(() => buildTestApp());

  it('the webhook is not there: 404', async () => {
    const res = await plain.app.inject(incoming('+447700900123', 'STOP'));
    expect(res.statusCode).toBe(404);
  });
});
