import { z } from 'zod';
import { ApiError, apiRequest } from '../api-client';
import { createSessionStore } from './session-store';
import { isOrderClosed } from './payment';
import type { SessionStore } from './session-store';

/**
 * One attempt to order: the Idempotency-Key sent with the order call, the answers it was made
 * from, and what the API gave back. The key is saved before the call, so a double click, a
 * reload or going back and paying again sends the same key and gets the same order (issue 4
 * point 7). Changed answers make a new attempt, because they are a different order.
 */
export const attemptSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
  fingerprint: z.string(),
  userId: z.string().optional(),
  userFingerprint: z.string().optional(),
  /** The name the candidate was made with: the same name may correct its other details. */
  nameFingerprint: z.string().optional(),
  orderId: z.string().optional(),
  cardId: z.string().optional(),
  cardUpdated: z.boolean().optional(),
  seatId: z.string().optional(),
  /** The retake flag the server holds for the test order: made with it, or confirmed by a 204. */
  retake: z.boolean().optional(),
  /** Unpaid orders of earlier answers, to close before this attempt books (see abandonReplaced). */
  replaces: z.array(z.string()).max(20).optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export function createAttemptStore(journey: string): SessionStore<Attempt> {
  return createSessionStore(`${journey}:attempt`, attemptSchema);
}

/** A short stable hash of answers (not a security measure: it only tells answers apart). */
export function fingerprintOf(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** The saved attempt for these answers, or a fresh one that keeps the candidate if unchanged. */
export function attemptFor(store: SessionStore<Attempt>, fingerprint: string): Attempt {
  const saved = store.read();
  if (saved && saved.fingerprint === fingerprint) return saved;
  const replaces = [...(saved?.replaces ?? []), ...(saved?.orderId ? [saved.orderId] : [])];
  const fresh: Attempt = {
    key: newKey(),
    fingerprint,
    userId: saved?.userId,
    userFingerprint: saved?.userFingerprint,
    nameFingerprint: saved?.nameFingerprint,
    ...(replaces.length ? { replaces: replaces.slice(-20) } : {}),
  };
  store.write(fresh);
  return fresh;
}

/**
 * Closes the unpaid orders that changed answers left behind, before booking again: otherwise
 * a checkout still open in another tab could take a second payment, and a classroom seat would
 * stay held until its hold ran out. Best effort: a paid or unknown order is left as it is.
 */
export async function abandonReplaced(
  store: SessionStore<Attempt>,
  attempt: Attempt,
): Promise<Attempt> {
  if (!attempt.replaces?.length) return attempt;
  // An order is forgotten once the server has answered for it (closed, unknown or paid); one
  // that could not be reached stays listed, to be closed on the next try.
  const open = await Promise.all(
    attempt.replaces.map((orderId) =>
      apiRequest(`/order/${encodeURIComponent(orderId)}/abandon`, {
        method: 'POST',
        expect: [204],
      }).then(
        () => undefined,
        (error: unknown) =>
          error instanceof ApiError && (error.status === 404 || error.status === 409)
            ? undefined
            : orderId,
      ),
    ),
  );
  const left = open.filter((id): id is string => id !== undefined);
  const { replaces: _done, ...rest } = attempt;
  const next: Attempt = left.length ? { ...rest, replaces: left } : rest;
  store.write(next);
  return next;
}

/**
 * Runs a step that pays for the attempt's order. When that order was closed meanwhile (the
 * checkout page sat open past its expiry, or changed answers in another tab replaced it), the
 * attempt starts again with a new key, keeping the candidate, and the step runs once more: the
 * visitor pays for what the page shows instead of meeting the same refusal on every press.
 */
export async function bookAgainIfClosed<T>(
  store: SessionStore<Attempt>,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const saved = store.read();
    if (!isOrderClosed(error) || !saved) throw error;
    const {
      orderId: _closed,
      cardId: _card,
      cardUpdated: _updated,
      seatId: _seat,
      retake: _retake,
      ...kept
    } = saved;
    store.write({ ...kept, key: newKey() });
    return step();
  }
}
