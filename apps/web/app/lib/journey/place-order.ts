import type { z } from 'zod';
import { localeOfPath } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import type { CreateCandidateBody } from '@site/domain/schemas';
import { apiRequest } from '../api-client';
import { ensureCandidate } from './candidate';
import { abandonReplaced } from './attempt';
import type { Attempt } from './attempt';
import type { SessionStore } from './session-store';

/**
 * What every paid journey does before its own order call: close the unpaid orders that changed
 * answers left behind (abandonReplaced), then make or correct the candidate (ensureCandidate).
 * The attempt that comes back holds the userId the order call sends.
 */
export async function readyToOrder(
  store: SessionStore<Attempt>,
  attempt: Attempt,
  candidate: CreateCandidateBody,
): Promise<Attempt> {
  const open = await abandonReplaced(store, attempt);
  return ensureCandidate(store, open, candidate);
}

/**
 * The language of the page the visitor is on (issue 20): every order and enquiry is sent with
 * it, so its emails, texts and reminders are written in it. English where there is no page
 * (prerendering).
 */
export function pageLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

/**
 * A journey's one peculiar call: POST the order with the attempt's Idempotency-Key (so a second
 * press, a reload or another tab gets the same order), expecting 201, and keep the order (and
 * whatever else `keep` picks from the answer) with the attempt. The body goes with the page's
 * language (`locale`).
 */
export async function placeOrder<S extends z.ZodType<{ data: { orderId: string } }>>(
  store: SessionStore<Attempt>,
  attempt: Attempt,
  order: {
    path: string;
    body: unknown;
    schema: S;
    keep?: (data: z.output<S>['data']) => Partial<Attempt>;
  },
): Promise<{ attempt: Attempt; data: z.output<S>['data'] }> {
  const created = await apiRequest(order.path, {
    method: 'POST',
    body: { ...(order.body as object), locale: pageLocale() },
    schema: order.schema,
    expect: [201],
    idempotencyKey: attempt.key,
  });
  const { data } = created as z.output<S>;
  const next: Attempt = { ...attempt, orderId: data.orderId, ...order.keep?.(data) };
  store.write(next);
  return { attempt: next, data };
}
