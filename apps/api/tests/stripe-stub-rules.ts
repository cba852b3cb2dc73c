import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the stub Stripe API (stripe-stub.ts) keeps and checks: the objects it holds, the ways it
 * can be told to misbehave, and the rules a request must keep to be answered as Stripe would.
 */

/** A request the stub Stripe API received. */
export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface StubSession {
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

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

/** How the stub misbehaves, as Stripe can: see setCreateFailure and setExpireFailure. */
export type StubFailure =
  | { kind: 'none' }
  /** Stripe is down: the call answers this status with an api_error. */
  | { kind: 'error'; status: number }
  /** Stripe is slow: the work is done (a session made and kept under its key), the answer comes after ms. */
  | { kind: 'slow'; ms: number };

/** What Stripe saved for an idempotency key (docs: "Idempotent requests"). */
export interface SavedAnswer {
  body: string;
  status: number;
  answer: unknown;
}

/**
 * What Stripe's API reference requires of a Checkout Session create in payment mode, as far as
 * our sessions use it: line items with a price, success and cancel URLs, and an expiry between
 * 30 minutes and 24 hours ahead.
 */
export function invalidCreate(
  form: URLSearchParams,
): { message: string; param?: string } | undefined {
  if (form.get('mode') !== 'payment') return { message: 'Missing mode', param: 'mode' };
  if (!form.has('line_items[0][quantity]')) {
    return { message: 'line_items is required in payment mode', param: 'line_items' };
  }
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
    if (!/^\d+$/.test(form.get(`line_items[${i}][price_data][unit_amount]`) ?? '')) {
      return { message: 'Missing unit_amount', param: `line_items[${i}][price_data][unit_amount]` };
    }
  }
  if (!form.get('success_url')) return { message: 'Missing success_url', param: 'success_url' };
  const expiresAt = Number(form.get('expires_at'));
  const now = Date.now() / 1000;
  if (form.has('expires_at') && !(expiresAt >= now + 30 * 60 - 5 && expiresAt <= now + 24 * 3600)) {
    return {
      message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      param: 'expires_at',
    };
  }
  return undefined;
}
