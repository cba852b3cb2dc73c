import Stripe from 'stripe';
import { localizePath } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import type {
  AfterPaymentEvent,
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

/** An expandable field of a Stripe object, as its id. */
function idOf(field: string | { id: string } | null | undefined): string | undefined {
  return typeof field === 'string' ? field : (field?.id ?? undefined);
}

/** Where a refund, dispute or charge says which payment (and order) it belongs to. */
function refsOf(object: {
  payment_intent: string | { id: string } | null;
  charge?: string | { id: string } | null;
  metadata?: Stripe.Metadata | null;
}): Pick<AfterPaymentEvent, 'paymentRef' | 'chargeRef' | 'orderId'> {
  const paymentRef = idOf(object.payment_intent);
  const chargeRef = idOf(object.charge);
  const orderId = object.metadata?.orderId;
  return {
    ...(paymentRef ? { paymentRef } : {}),
    ...(chargeRef ? { chargeRef } : {}),
    ...(orderId ? { orderId } : {}),
  };
}

/** charge.refunded: the Charge, with all that has been refunded of it so far. */
function chargeRefunded(id: string, charge: Stripe.Charge): AfterPaymentEvent {
  return {
    id,
    kind: 'refund',
    type: 'charge.refunded',
    objectId: charge.id,
    ...refsOf({ payment_intent: charge.payment_intent, metadata: charge.metadata }),
    amountPence: charge.amount_refunded,
    chargedPence: charge.amount,
    currency: charge.currency,
  };
}

/** refund.created, refund.updated, refund.failed: the Refund, with its status. */
function refundEvent(id: string, type: string, refund: Stripe.Refund): AfterPaymentEvent {
  return {
    id,
    kind: 'refund',
    type,
    objectId: refund.id,
    ...refsOf(refund),
    amountPence: refund.amount,
    currency: refund.currency,
    ...(refund.status ? { status: refund.status } : {}),
    ...(refund.failure_reason ? { reason: refund.failure_reason } : {}),
  };
}

/** charge.dispute.*: the Dispute, with its status, reason and deadline for evidence. */
function disputeEvent(id: string, type: string, dispute: Stripe.Dispute): AfterPaymentEvent {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id,
    kind: 'dispute',
    type,
    objectId: dispute.id,
    ...refsOf(dispute),
    amountPence: dispute.amount,
    currency: dispute.currency,
    status: dispute.status,
    reason: dispute.reason,
    ...(dueBy ? { respondBy: new Date(dueBy * 1000) } : {}),
  };
}

/**
 * Stripe out of reach, timed out, down (5xx) or asking us to slow down (429): the customer is
 * told to try again later (503). Any other error is a fault of ours, and stays one.
 */
function unavailableOr(error: unknown): unknown {
  if (!isStripeDown(error)) return error;
  return new PaymentProviderUnavailable(`Stripe is not available: ${error.message}`, {
    cause: error,
  });
}

/**
 * The site's languages Stripe Checkout speaks (its `locale` values); Welsh and Punjabi it does
 * not, so their checkout follows the browser's language, as an English one does.
 */
const STRIPE_LOCALES: Partial<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = {
  bg: 'bg',
  cs: 'cs',
  de: 'de',
  es: 'es',
  fr: 'fr',
  hu: 'hu',
  lt: 'lt',
  pl: 'pl',
  pt: 'pt',
  ro: 'ro',
  ru: 'ru',
};

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
      case 'charge.refunded':
        return { kind: 'after-payment', event: chargeRefunded(event.id, event.data.object) };
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        return {
          kind: 'after-payment',
          event: refundEvent(event.id, event.type, event.data.object),
        };
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
      case 'charge.dispute.funds_withdrawn':
      case 'charge.dispute.funds_reinstated':
        return {
          kind: 'after-payment',
          event: disputeEvent(event.id, event.type, event.data.object),
        };
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
      // The site's pages in the order's language: /pl/success/… for a Polish order (issue 20).
      const page = (path: string) => `${base}${localizePath(path, request.locale ?? 'en')}`;
      const stripeLocale = request.locale && STRIPE_LOCALES[request.locale];
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
        success_url: page(`/success/${request.orderId}`),
        cancel_url: page(`/failed/${request.orderId}`),
        expires_at: expiresAt,
        ...(stripeLocale ? { locale: stripeLocale } : {}),
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

    refund: (sessionId: string, amountPence: number, refundedBeforePence = 0) =>
      refundCheckoutSession(stripe, sessionId, amountPence, refundedBeforePence),

    async findSessionOfPayment(ref: { paymentRef?: string; chargeRef?: string }) {
      let paymentIntent = ref.paymentRef;
      if (!paymentIntent && ref.chargeRef) {
        let charge: Stripe.Charge;
        try {
          charge = await stripe.charges.retrieve(ref.chargeRef);
        } catch (error) {
          // Stripe says no such charge (a 4xx): the payment is not one of ours, and asking
          // again will not change that, so the delivery is answered, not failed for ever.
          if (isClientError(error)) return undefined;
          throw error;
        }
        paymentIntent = idOf(charge.payment_intent);
      }
      if (!paymentIntent) return undefined;
      // Stripe's list filter returns the Checkout Session that created this PaymentIntent.
      const sessions = await stripe.checkout.sessions.list({
        payment_intent: paymentIntent,
        limit: 1,
      });
      return sessions.data[0]?.id;
    },

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

/** Stripe out of reach, timed out, down (5xx) or asking us to slow down (429): for now. */
function isStripeDown(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/** A Stripe answer in the 4xx range that is not a rate limit: wrong for good, not for now. */
function isClientError(error: unknown): boolean {
  const status = error instanceof Stripe.errors.StripeError ? (error.statusCode ?? 0) : 0;
  return status >= 400 && status < 500 && !isStripeDown(error);
}
