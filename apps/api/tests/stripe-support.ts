import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { bookTestOrder, buildTestApp, startPaymentFor, useTestApp } from './helper';
import type { TestContext } from './helper';
import { SECRET_KEY, startStripeStub } from './stripe-stub';

export const WEBHOOK_SECRET = 'whsec_test_stub_456';
export const BASE_URL = 'https://bookings.example';

export const PAYMENTS_DOWN = {
  status: 503,
  code: 'PAYMENTS_UNAVAILABLE',
  message:
    'Payments are not available just now. Nothing has been taken. Please try again in a few minutes.',
};

/** An app whose payments go through Stripe's API, at a stub listening on 127.0.0.1:port. */
export function buildStripeTestApp(
  port: number,
  options: { webhookSecret?: string; maxNetworkRetries?: number; timeoutMs?: number } = {},
): Promise<TestContext> {
  const webhookSecret = options.webhookSecret ?? WEBHOOK_SECRET;
  return buildTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PUBLIC_BASE_URL: BASE_URL,
    },
    {
      paymentProvider: createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret,
        publicBaseUrl: BASE_URL,
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: options.maxNetworkRetries ?? 0,
        timeoutMs: options.timeoutMs ?? 1_500,
      }),
    },
  );
}

/**
 * One app per test file whose payments go to a stub Stripe API (see stripe-stub.ts), built before
 * the file's tests and closed after them; each test starts with the stub's requests cleared and
 * its failures off. Returns the app's context and the helpers the Stripe tests share.
 */
export function useStripeApp(webhookSecret = WEBHOOK_SECRET) {
  const stub = startStripeStub();
  const signer = new Stripe('sk_test_signer_only');
  const ctx = useTestApp(
    async () => buildStripeTestApp(await stub.listen(), { webhookSecret }),
    () => stub.close(),
  );
  beforeEach(() => {
    stub.requests.length = 0;
    stub.setFailRetrieve(false);
    stub.setCreateFailure({ kind: 'none' });
    stub.setExpireFailure({ kind: 'none' });
  });

  /** A Stripe event as the webhook endpoint receives it (API version of the installed SDK). */
  function eventPayload(
    type: string,
    object: Record<string, unknown>,
    id = `evt_${randomUUID().replace(/-/g, '')}`,
  ): string {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  /** A checkout.session event: by default complete and paid, for what the session asked. */
  function stripeEvent(
    type: string,
    session: {
      id: string;
      payment_status?: string;
      status?: string;
      amount_total?: number;
      currency?: string;
    },
    id?: string,
  ): string {
    return eventPayload(
      type,
      {
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        // What Stripe reports taking: by default what the session asked for.
        amount_total: stub.sessions.get(session.id)?.amount_total ?? null,
        currency: 'gbp',
        ...session,
      },
      id,
    );
  }

  /** Delivers a webhook as Stripe does: no Basic header, a Stripe-Signature over the raw body. */
  function deliver(
    payload: string,
    options: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
  ) {
    const header =
      options.signature === null
        ? undefined
        : (options.signature ??
          signer.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? webhookSecret,
            timestamp: options.timestamp,
          }));
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v2/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(header ? { 'stripe-signature': header } : {}),
      },
      payload: options.body ?? payload,
    });
  }

  async function orderStatus(orderId: string): Promise<string> {
    const res = await ctx.call('GET', `/order/${orderId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.order.status;
  }

  async function scalar(query: ReturnType<typeof sql>): Promise<unknown> {
    const result = await ctx.database.db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.v;
  }

  return {
    ctx,
    stub,
    eventPayload,
    stripeEvent,
    deliver,
    orderStatus,
    scalar,
    bookTest: () => bookTestOrder(ctx),
    startPayment: (orderId: string) => startPaymentFor(ctx, orderId),
  };
}
