import { candidateCreatedResponse } from '@site/domain/schemas';
import type { CreateCandidateBody } from '@site/domain/schemas';
import { apiRequest } from './api-client';
import { fingerprintOf } from './journey-attempt';
import type { Attempt } from './journey-attempt';
import type { SessionStore } from './journey-store';

/**
 * POST /candidate once per set of details: the userId is kept with the attempt, so paying again
 * with the same details reuses the same person (and so the same order).
 */
export async function ensureCandidate(
  store: SessionStore<Attempt>,
  attempt: Attempt,
  details: CreateCandidateBody,
): Promise<Attempt> {
  const userFingerprint = fingerprintOf(details);
  if (attempt.userId && attempt.userFingerprint === userFingerprint) return attempt;
  const created = await apiRequest('/candidate', {
    method: 'POST',
    body: details,
    schema: candidateCreatedResponse,
    expect: [201],
  });
  const next: Attempt = { ...attempt, userId: created.data.userId, userFingerprint };
  store.write(next);
  return next;
}
