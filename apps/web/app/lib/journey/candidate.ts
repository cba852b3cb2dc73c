import { candidateCreatedResponse, candidateUpdatedResponse } from '@site/domain/schemas';
import type { CreateCandidateBody, UpdateCandidateBody } from '@site/domain/schemas';
import { ApiError, apiRequest } from '../api-client';
import { fingerprintOf } from './attempt';
import type { Attempt } from './attempt';
import type { SessionStore } from './session-store';

const nameOf = (details: CreateCandidateBody) =>
  fingerprintOf([details.firstName, details.middleName ?? '', details.lastName]);

/** What PATCH /candidate/{userId} may change (spec §7): everything but the name. */
function changeableDetails(details: CreateCandidateBody): UpdateCandidateBody {
  const { title, address, town, postcode, dateOfBirth, nationalInsuranceNumber } = details;
  const { email, phoneNumber } = details;
  return {
    title,
    address,
    town,
    postcode,
    dateOfBirth,
    nationalInsuranceNumber,
    email,
    phoneNumber,
  };
}

/**
 * One candidate per person: POST /candidate the first time; when the same person (same name)
 * corrects other details, PATCH /candidate/{userId} (spec §7). The userId is kept with the
 * attempt, so paying again with the same details reuses the same person (and so the same order).
 */
export async function ensureCandidate(
  store: SessionStore<Attempt>,
  attempt: Attempt,
  details: CreateCandidateBody,
): Promise<Attempt> {
  const userFingerprint = fingerprintOf(details);
  if (attempt.userId && attempt.userFingerprint === userFingerprint) return attempt;
  const nameFingerprint = nameOf(details);
  if (attempt.userId && attempt.nameFingerprint === nameFingerprint) {
    const updated = await apiRequest(`/candidate/${attempt.userId}`, {
      method: 'PATCH',
      body: changeableDetails(details),
      schema: candidateUpdatedResponse,
      expect: [200],
    }).catch((error: unknown) => {
      // A candidate no longer on file (details erased), or whose details belong to a paid
      // order (409), is simply made again below.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        return undefined;
      }
      throw error;
    });
    if (updated) {
      const next: Attempt = { ...attempt, userFingerprint };
      store.write(next);
      return next;
    }
  }
  const created = await apiRequest('/candidate', {
    method: 'POST',
    body: details,
    schema: candidateCreatedResponse,
    expect: [201],
  });
  const next: Attempt = {
    ...attempt,
    userId: created.data.userId,
    userFingerprint,
    nameFingerprint,
  };
  store.write(next);
  return next;
}
