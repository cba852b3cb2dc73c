import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SECRET_KEY = 'sk_test_stub_123';

/** A request the stub Stripe API received. */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  amount_total: number;
  currency: 'gbp';
  mode: 'payment';
  /** Set once the session is paid. */
  payment_intent: string | null;
}

interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

/**
 * A local stand-in for the Stripe API: it answers POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire, POST /v1/refunds
 * (idempotent by key, refusing more than was paid) and GET /v1/refunds as Stripe does, and
 * records every request.
 */
export function startStripeStub() {
  const requests: Recorded[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  const refundsByKey = new Map<string, StubRefund>();
  let failRetrieve = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
        let total = 0;
        for (let i = 0; form.has(`line_items[${i}][price_data][unit_amount]`); i += 1) {
          total += Number(form.get(`line_items[${i}][price_data][unit_amount]`));
        }
        const session: StubSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          metadata: { orderId: form.get('metadata[orderId]') ?? '' },
          expires_at: Number(form.get('expires_at')),
          amount_total: total,
          currency: 'gbp',
          mode: 'payment',
          payment_intent: null,
        };
        sessions.set(id, session);
        return reply(200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]!));
        if (!session || session.status !== 'open') {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return reply(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        if (failRetrieve) {
          return reply(500, { error: { type: 'api_error', message: 'Something went wrong' } });
        }
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) {
          return reply(404, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          });
        }
        return reply(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const again = refundsByKey.get(key);
        if (again) return reply(200, again);
        const paymentIntent = form.get('payment_intent') ?? '';
        const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
        const refunded = refunds
          .filter((r) => r.payment_intent === paymentIntent)
          .reduce((sum, r) => sum + r.amount, 0);
        // Without an amount, Stripe refunds what is left of the payment.
        const amount = Number(form.get('amount') ?? (paid?.amount_total ?? 0) - refunded);
        if (!paid) {
          return reply(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        }
        if (refunded >= paid.amount_total) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${paymentIntent} has already been refunded.`,
            },
          });
        }
        if (refunded + amount > paid.amount_total) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        }
        const refund = refundOf(paymentIntent, amount);
        if (key) refundsByKey.set(key, refund);
        return reply(200, refund);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const paymentIntent = url.searchParams.get('payment_intent');
        const data = refunds.filter((r) => r.payment_intent === paymentIntent).reverse();
        return reply(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } });
    });
  });
  /** A refund made outside our server, as staff would in the Stripe dashboard. */
  function refundOf(paymentIntent: string, amount: number): StubRefund {
    const refund: StubRefund = {
      id: `re_${randomUUID().replace(/-/g, '')}`,
      object: 'refund',
      amount,
      payment_intent: paymentIntent,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  }
  return {
    requests,
    sessions,
    refunds,
    refundOf,
    setFailRetrieve(value: boolean) {
      failRetrieve = value;
    },
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
