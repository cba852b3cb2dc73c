import type { Locale } from '@site/domain/i18n';

/** One priced line of a checkout: the official fee and the service fee are shown apart. */
export interface CheckoutLineItem {
  name: string;
  amountPence: number;
}

/** What a hosted checkout needs to know about the order being paid. */
export interface CheckoutRequest {
  orderId: string;
  /**
   * The order's language (issue 20): the checkout's success and cancel pages are the site's
   * pages in it (/pl/success/…), and a hosted page that speaks it is asked to. English if absent.
   */
  locale?: Locale;
  amountPence: number;
  description: string;
  /** Sums to amountPence. */
  lineItems: CheckoutLineItem[];
  expiresAt: Date;
  /**
   * Which checkout of this order this is (1 for its first): with the order id and the expiry it
   * keys the provider's idempotency, so a create sent again returns the same session and a later
   * checkout of the same order never returns an old one.
   */
  attempt: number;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export type ProviderSessionStatus = 'open' | 'complete' | 'expired' | 'failed';

/** What the provider says it took, where it says: checked against what the session asked. */
export interface AmountTaken {
  amountPence: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
}

/** What the provider says of a session when asked directly. */
export interface ProviderSessionCheck {
  status: ProviderSessionStatus;
  taken?: AmountTaken;
}

/** A provider event, normalised: the id makes a repeated delivery a no-op. */
export interface PaymentEvent {
  id: string;
  type: 'completed' | 'failed' | 'expired';
  sessionId: string;
  /** On a completed payment, when the provider reports it. */
  taken?: AmountTaken;
}

/**
 * Money that moved after a payment, as the provider reports it: a refund (made here, or in the
 * provider's dashboard) or a dispute (a chargeback). It is recorded on the order for staff; it
 * does not change the order by itself.
 */
export interface AfterPaymentEvent {
  /** The provider's event id: a repeated delivery is recorded once. */
  id: string;
  kind: 'refund' | 'dispute';
  /** The provider's own event type, e.g. charge.refunded, charge.dispute.created. */
  type: string;
  /** The refund, dispute or charge the event is about (re_…, dp_…, ch_…). */
  objectId: string;
  /** The payment it belongs to, as the provider names it (a Stripe PaymentIntent id). */
  paymentRef?: string;
  /** The charge it belongs to, when the payment is not named. */
  chargeRef?: string;
  /** The order id the provider carries in metadata, if any. */
  orderId?: string;
  /** The refund's or dispute's amount; for charge.refunded, all refunded of the charge so far. */
  amountPence: number;
  /** For charge.refunded: what the charge took. */
  chargedPence?: number;
  currency: string;
  /** The provider's status of the refund or dispute (succeeded, failed, needs_response, won…). */
  status?: string;
  /** A dispute's reason (fraudulent, duplicate…) or a refund's failure reason. */
  reason?: string;
  /** A dispute's deadline for evidence. */
  respondBy?: Date;
}

/** What a verified webhook delivery means to us: an event to apply, or one we do not use. */
export type WebhookResult =
  | { kind: 'event'; event: PaymentEvent }
  | { kind: 'after-payment'; event: AfterPaymentEvent }
  | { kind: 'ignored'; type: string };

/** A refund the provider has made (or had already made for the same order: it is idempotent). */
export interface RefundResult {
  id: string;
  amountPence: number;
}

/**
 * Thrown when the provider cannot be reached, times out or says it is down (a 5xx, or too many
 * requests): nothing was taken, and the same request may work in a few minutes.
 */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}

/** Thrown when a webhook delivery is forged, altered, stale or unsigned. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * One interface for every way of taking a card payment (decision 004). The server marks
 * an order paid only on a verified provider event or a server-side check of the session.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * The shortest time ahead a session may expire (Stripe refuses less than 30 minutes). A
   * classroom seat hold that would end sooner is extended, so the hold outlasts the session.
   */
  readonly minimumSessionMs: number;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Asks the provider itself whether a session was paid; undefined when it cannot say.
   * Absent where our own table is the only record (the sandbox).
   */
  retrieveSessionStatus?(sessionId: string): Promise<ProviderSessionCheck | undefined>;
  /**
   * Closes an open session at the provider so that it can no longer be paid (when another
   * replaces it, or its order is paid or expired). Best effort: a session paid meanwhile is
   * still reported, and recorded for a refund. Absent where our own table is the only record.
   */
  expireSession?(sessionId: string): Promise<void>;
  /**
   * Verifies a webhook delivery against its signature header and reads it; throws
   * WebhookSignatureError when it cannot be trusted. Absent for providers without webhooks.
   */
  parseWebhook?(payload: Buffer, signature: string | undefined): WebhookResult;
  /**
   * The checkout session that took a payment, found from the payment (or its charge) at the
   * provider; undefined when the provider has no session for it (not a payment of ours).
   */
  findSessionOfPayment?(ref: {
    paymentRef?: string;
    chargeRef?: string;
  }): Promise<string | undefined>;
  /**
   * Refunds what was paid through a completed session (the back office, issue 7). Asking
   * twice for the same session, amount and `refundedBeforePence` (what earlier part refunds of
   * that session gave back) gives back the same refund, never a second one; a later part
   * refund, asked after the earlier one was recorded, is a new one.
   */
  refund(
    sessionId: string,
    amountPence: number,
    refundedBeforePence?: number,
  ): Promise<RefundResult>;
}
