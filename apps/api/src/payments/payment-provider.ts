/** What a hosted checkout needs to know about the order being paid. */
export interface CheckoutRequest {
  orderId: string;
  amountPence: number;
  description: string;
  expiresAt: Date;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export type ProviderSessionStatus = 'open' | 'complete' | 'expired' | 'failed';

/**
 * One interface for every way of taking a card payment (ARCHITECTURE.md). The server marks
 * an order paid only on a verified provider event or a server-side check of the session.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider itself whether a session was paid; undefined when it cannot say. */
  retrieveSessionStatus(sessionId: string): Promise<ProviderSessionStatus | undefined>;
}

/** A provider event, normalised: the id makes a repeated delivery a no-op. */
export interface PaymentEvent {
  id: string;
  type: 'completed' | 'failed' | 'expired';
  sessionId: string;
}
