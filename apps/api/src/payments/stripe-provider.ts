import Stripe from 'stripe';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentProvider,
  ProviderSessionCheck,
  AmountTaken,
  WebhookResult,
} from './payment-provider';
import { PaymentProviderUnavailable, WebhookSignatureError } from './payment-provider';
import { refundCheckoutSession } from './stripe-refund';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's public origin, for the success and cancel pages. */
  publicBaseUrl: string;
  /** Where the Stripe API is; tests point these at a local stub server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Stripe out of reach, timed out, down (5xx) or asking us to slow down (429): the customer is
 * told to try again later (503). Any other error is a fault of ours, and stays one.
 */
function unavailableOr(error: unknown): unknown {
  const down =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
  if (!down) return error;
  return new PaymentProviderUnavailable(`Stripe is not available: ${error.message}`, {
    cause: error,
  });
}

/** Stripe refuses an expiry less than 30 minutes ahead; one more minute covers clock drift. */
export const STRIPE_MINIMUM_SESSION_MS = 31 * 60_000;

/**
 * Stripe Checkout (issue 5): a hosted page in GBP with the official fee and the service fee
 * as two lines, the order id in client_reference_id and metadata, and signed webhooks.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    // A customer waits on a checkout's create: at most two tries of 10 seconds, then a 503.
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: options.timeoutMs ?? 10_000,
    telemetry: false,
  });
  const base = options.publicBaseUrl.replace(/\/+$/, '');

  /** What Stripe says the customer paid: absent totals read as nothing paid, never as a match. */
  function takenIn(session: Stripe.Checkout.Session): AmountTaken {
    return { amountPence: session.amount_total ?? 0, currency: session.currency ?? '' };
  }

  function eventOf(event: Stripe.Event): WebhookResult {
    const ignored: WebhookResult = { kind: 'ignored', type: event.type };
    const toEvent = (session: Stripe.Checkout.Session, type: PaymentEvent['type']) =>
      ({
        kind: 'event',
        event: {
          id: event.id,
          type,
          sessionId: session.id,
          ...(type === 'completed' ? { taken: takenIn(session) } : {}),
        },
      }) as const;
    switch (event.type) {
      case 'checkout.session.completed':
        // A bank transfer or other delayed method completes the session unpaid; its own
        // async_payment_succeeded event follows when the money arrives.
        return event.data.object.payment_status === 'paid'
          ? toEvent(event.data.object, 'completed')
          : ignored;
      case 'checkout.session.async_payment_succeeded':
        return toEvent(event.data.object, 'completed');
      case 'checkout.session.async_payment_failed':
        return toEvent(event.data.object, 'failed');
      case 'checkout.session.expired':
        return toEvent(event.data.object, 'expired');
      default:
        return ignored;
    }
  }

  return {
    name: 'stripe',
    minimumSessionMs: STRIPE_MINIMUM_SESSION_MS,

    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      // Rounded down, so Stripe's session never outlives the one we recorded.
      const expiresAt = Math.floor(request.expiresAt.getTime() / 1000);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        currency: 'gbp',
        line_items: request.lineItems
          .filter((item) => item.amountPence > 0)
          .map((item) => ({
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: item.amountPence,
              product_data: { name: item.name },
            },
          })),
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId },
        payment_intent_data: {
          description: request.description,
          metadata: { orderId: request.orderId },
        },
        success_url: `${base}/success/${request.orderId}`,
        cancel_url: `${base}/failed/${request.orderId}`,
        expires_at: expiresAt,
      };
      let session: Stripe.Checkout.Session;
      try {
        // Stripe keeps the answer to a key for 24 hours and refuses the key with other
        // parameters: the key names this order's checkout attempt and its expiry, so sending
        // the same create again (a retry after a lost answer) gets the same session back, and a
        // later checkout of the order never gets an old one.
        session = await stripe.checkout.sessions.create(params, {
          idempotencyKey: `checkout-${request.orderId}-${request.attempt}-${expiresAt}`,
        });
      } catch (error) {
        throw unavailableOr(error);
      }
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveSessionStatus(sessionId: string): Promise<ProviderSessionCheck | undefined> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return { status: 'expired' };
      if (session.status === 'complete') {
        // Complete but unpaid: a delayed payment method is still on its way.
        return session.payment_status === 'paid'
          ? { status: 'complete', taken: takenIn(session) }
          : { status: 'open' };
      }
      return session.status === 'open' ? { status: 'open' } : undefined;
    },

    async expireSession(sessionId: string): Promise<void> {
      await stripe.checkout.sessions.expire(sessionId);
    },

    refund: (sessionId: string, amountPence: number) =>
      refundCheckoutSession(stripe, sessionId, amountPence),

    parseWebhook(payload: Buffer, signature: string | undefined): WebhookResult {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        // Default tolerance: a delivery signed more than five minutes ago is refused.
        event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'The signature did not verify',
        );
      }
      return eventOf(event);
    },
  };
}
