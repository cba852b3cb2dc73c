import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

type RequestOptions<T> = RequestClient.RequestOptions<T>;

export const ACCOUNT_SID = `AC${'0a1b2c3d'.repeat(4)}`;
export const AUTH_TOKEN = 'stub-auth-token-0123456789abcdef';
export const FROM = '+447700900999';
export const MESSAGING_SERVICE_SID = `MG${'9f8e7d6c'.repeat(4)}`;

export interface TwilioStubMessage {
  to: string;
  body: string;
  from?: string;
  messagingServiceSid?: string;
  /** The address the SDK meant to call, before the test's client sent it here. */
  intendedOrigin: string;
}

/** Twilio's error answer: a JSON body with its numeric code (twilio.com/docs/api/errors). */
interface Refusal {
  status: number;
  code: number;
  message: string;
}

const ALLOWED_FIELDS = new Set(['To', 'Body', 'From', 'MessagingServiceSid', 'StatusCallback']);

/**
 * A local stand-in for Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json
 * with HTTP Basic auth (the account SID and auth token), a form-encoded body of To (E.164), Body,
 * and exactly one of From and MessagingServiceSid (StatusCallback optional). Anything else (a
 * wrong path, method, credential, content type, a missing or unknown field) is refused with
 * Twilio's error shape, so the adapter is held to the documented request.
 */
export async function startTwilioStub() {
  const messages: TwilioStubMessage[] = [];
  const refusals: Refusal[] = [];
  /** The next answers to give instead of accepting: a provider failure or a refusal. */
  const failNext: Refusal[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const refuse = (refusal: Refusal) => {
        refusals.push(refusal);
        answer(refusal.status, {
          ...refusal,
          more_info: `https://www.twilio.com/docs/errors/${refusal.code}`,
        });
      };
      const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== basic) {
        return refuse({ status: 401, code: 20003, message: 'Authenticate' });
      }
      const path = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://stub').pathname !== path) {
        return refuse({
          status: 404,
          code: 20404,
          message: 'The requested resource was not found',
        });
      }
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return refuse({ status: 400, code: 20001, message: 'Expected a form-encoded body' });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const unknown = [...form.keys()].filter((key) => !ALLOWED_FIELDS.has(key));
      if (unknown.length) {
        return refuse({
          status: 400,
          code: 20001,
          message: `Unknown parameters: ${unknown.join(', ')}`,
        });
      }
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      const from = form.get('From') ?? undefined;
      const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
      if (!/^\+[1-9]\d{7,14}$/.test(to)) {
        return refuse({
          status: 400,
          code: 21211,
          message: "The 'To' number is not a valid phone number.",
        });
      }
      if (!body || body.length > 1600) {
        return refuse({
          status: 400,
          code: 21602,
          message: 'Message body is required and at most 1600 characters.',
        });
      }
      if (Boolean(from) === Boolean(messagingServiceSid)) {
        return refuse({
          status: 400,
          code: 21603,
          message: "A 'From' phone number or a Messaging Service is required, not both.",
        });
      }
      const forced = failNext.shift();
      if (forced) return refuse(forced);
      messages.push({
        to,
        body,
        from,
        messagingServiceSid,
        intendedOrigin: String(req.headers['x-intended-origin'] ?? ''),
      });
      answer(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: ACCOUNT_SID,
        to,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /**
   * The SDK's documented override for its HTTP calls (a custom httpClient): the SDK's own
   * RequestClient, sending to this stub instead of api.twilio.com and saying where it meant to.
   */
  class StubRoutedClient extends twilio.RequestClient {
    override request<T>(opts: RequestOptions<T>) {
      const intended = new URL(opts.uri);
      const uri = `${origin}${intended.pathname}${intended.search}`;
      return super.request<T>({
        ...opts,
        uri,
        headers: { ...opts.headers, 'X-Intended-Origin': intended.origin },
      });
    }
  }

  return {
    origin,
    messages,
    refusals,
    failNext,
    httpClient: () => new StubRoutedClient(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
