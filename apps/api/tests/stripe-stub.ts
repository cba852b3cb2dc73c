import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidCreate } from './stripe-stub-rules';
import type {
  Recorded,
  SavedAnswer,
  StubFailure,
  StubRefund,
  StubSession,
} from './stripe-stub-rules';

export type { StubFailure } from './stripe-stub-rules';

export const SECRET_KEY = 'sk_test_stub_123';

/**
 * A local stand-in for the Stripe API: it answers POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions (filtered by payment_intent), GET /v1/checkout/sessions/{id},
 * POST /v1/checkout/sessions/{id}/expire, GET /v1/charges/{id}, POST /v1/refunds
 * (refusing more than was paid) and GET /v1/refunds as Stripe does, and records every request.
 *
 * It refuses what Stripe would, and what our use of Stripe must never send: a POST that creates
 * (a Checkout Session, a refund) without an Idempotency-Key header is refused here, though
 * Stripe itself would take it, because such a create is unsafe to retry. As Stripe does, a key
 * sent again with the same parameters gets the saved answer (with Idempotent-Replayed: true),
 * and with other parameters a 400 idempotency_error.
 */
export function startStripeStub() {
  const requests: Recorded[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  /** Charges a test has made (GET /v1/charges/{id}), by id. */
  const charges = new Map<
    string,
    { id: string; object: 'charge'; payment_intent: string | null }
  >();
  const saved = new Map<string, SavedAnswer>();
  let failRetrieve = false;
  let createFailure: StubFailure = { kind: 'none' };
  let expireFailure: StubFailure = { kind: 'none' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
          ...headers,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      const creates =
        req.method === 'POST' &&
        (url.pathname === '/v1/checkout/sessions' || url.pathname === '/v1/refunds');
      const key = String(req.headers['idempotency-key'] ?? '');
      /** Answers, and keeps the answer under the request's key as Stripe does. */
      const answer = (status: number, body: unknown) => {
        if (key) saved.set(`${url.pathname} ${key}`, { body: raw, status, answer: body });
        return reply(status, body);
      };
      if (creates) {
        if (!key) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Stub: a create must carry an Idempotency-Key header, to be safe to retry.',
            },
          });
        }
        const before = saved.get(`${url.pathname} ${key}`);
        if (before && before.body !== raw) {
          return reply(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        if (before) return reply(before.status, before.answer, { 'idempotent-replayed': 'true' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (createFailure.kind === 'error') {
          return answer(createFailure.status, {
            error: { type: 'api_error', message: 'Something went wrong on our end.' },
          });
        }
        const problem = invalidCreate(form);
        if (problem) return reply(400, { error: { type: 'invalid_request_error', ...problem } });
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
        if (createFailure.kind === 'slow') {
          // Made and kept under its key, as Stripe would; the answer is late.
          saved.set(`${url.pathname} ${key}`, { body: raw, status: 200, answer: session });
          const timer = setTimeout(() => reply(200, session), createFailure.ms);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        return answer(200, session);
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
        if (expireFailure.kind === 'error') {
          return reply(expireFailure.status, {
            error: { type: 'api_error', message: 'Something went wrong on our end.' },
          });
        }
        session.status = 'expired';
        if (expireFailure.kind === 'slow') {
          const timer = setTimeout(() => reply(200, session), expireFailure.ms);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        return reply(200, session);
      }
      if (req.method === 'GET' && failRetrieve) {
        return reply(500, { error: { type: 'api_error', message: 'Something went wrong' } });
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        // List all Checkout Sessions; payment_intent returns the session of that PaymentIntent.
        const paymentIntent = url.searchParams.get('payment_intent');
        const data = [...sessions.values()].filter(
          (session) => !paymentIntent || session.payment_intent === paymentIntent,
        );
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return reply(200, {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: data.length > limit,
          data: data.slice(0, limit),
        });
      }
      const charge = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && charge) {
        const found = charges.get(decodeURIComponent(charge[1]!));
        if (!found) {
          return reply(404, {
            error: { type: 'invalid_request_error', message: 'No such charge' },
          });
        }
        return reply(200, found);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) {
          return reply(404, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          });
        }
        return reply(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
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
        return answer(200, refundOf(paymentIntent, amount));
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
    charges,
    refundOf,
    /** Makes every GET (retrieve a session, list sessions, retrieve a charge) answer 500. */
    setFailRetrieve(value: boolean) {
      failRetrieve = value;
    },
    /** Makes session expiries fail or answer late, until set back to { kind: 'none' }. */
    setExpireFailure(failure: StubFailure) {
      expireFailure = failure;
    },
    /** Makes session creates fail or answer late, until set back to { kind: 'none' }. */
    setCreateFailure(failure: StubFailure) {
      createFailure = failure;
    },
    /** Listens on the port given (one a provider already points at), or any free one. */
    async listen(port = 0): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A late answer still pending (a 'slow' create) must not keep the stub open.
        server.closeAllConnections();
      }),
  };
}
