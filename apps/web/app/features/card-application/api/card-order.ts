import { referencesNeeded } from '@site/domain/catalogue';
import { cardCreatedResponse } from '@site/domain/schemas';
import type { CreateCandidateBody, CreateCardBody } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { ensureCandidate } from '../../../lib/candidate';
import { abandonReplaced, attemptFor, fingerprintOf } from '../../../lib/journey-attempt';
import { MESSAGES } from '../../../lib/messages';
import { cardAttemptStore } from '../answers';
import type { CardAnswers } from '../answers';

/**
 * POST /card?initiate_pay=true with the attempt's Idempotency-Key (so a second click gets the
 * same order and its open session), then PATCH /card/{cardId} with the references, which must
 * answer 200 or the page says 'Failed' (spec §7). Returns the hosted checkout's url.
 */
export async function submitCardApplication(
  answers: CardAnswers,
  candidate: CreateCandidateBody,
): Promise<{ orderId: string; url: string }> {
  const { source: _source, detailsDone: _done, ...application } = answers;
  let attempt = attemptFor(cardAttemptStore, fingerprintOf({ application, candidate }));
  attempt = await abandonReplaced(cardAttemptStore, attempt);
  attempt = await ensureCandidate(cardAttemptStore, attempt, candidate);
  const body: CreateCardBody = {
    userId: attempt.userId ?? '',
    type: application.cardType as CreateCardBody['type'],
    applicationType: application.applicationType as CreateCardBody['applicationType'],
    trait: application.trait ?? '',
  };
  const created = await apiRequest('/card?initiate_pay=true', {
    method: 'POST',
    body,
    schema: cardCreatedResponse,
    expect: [201],
    idempotencyKey: attempt.key,
  });
  const { orderId, cardId, url } = created.data;
  attempt = { ...attempt, orderId, cardId };
  cardAttemptStore.write(attempt);
  if (!attempt.cardUpdated) {
    const needs = referencesNeeded(application.applicationType);
    await apiRequest(`/card/${encodeURIComponent(cardId)}`, {
      method: 'PATCH',
      body: {
        testingId: needs.testingId ? application.testingId : undefined,
        registrationNumber: needs.registrationNumber ? application.registrationNumber : undefined,
      },
      expect: [200],
      failureMessage: MESSAGES.failed,
    });
    cardAttemptStore.write({ ...attempt, cardUpdated: true });
  }
  if (!url) throw new Error(MESSAGES.failed);
  return { orderId, url };
}
