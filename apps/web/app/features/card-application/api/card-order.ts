import { referencesNeeded } from '@site/domain/catalogue';
import { cardCreatedResponse } from '@site/domain/schemas';
import type { CreateCandidateBody, CreateCardBody } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { attemptFor, fingerprintOf } from '../../../lib/journey/attempt';
import { placeOrder, readyToOrder } from '../../../lib/journey/place-order';
import { MESSAGES } from '../../../lib/messages';
import { cardJourney, cardRequirements } from '../answers';
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
  let attempt = attemptFor(cardJourney.attempts, fingerprintOf({ application, candidate }));
  attempt = await readyToOrder(cardJourney.attempts, attempt, candidate);
  const body: CreateCardBody = {
    userId: attempt.userId ?? '',
    type: application.cardType as CreateCardBody['type'],
    applicationType: application.applicationType as CreateCardBody['applicationType'],
    trait: application.trait ?? '',
    // What the applicant answered "yes" to; the API refuses an order that lacks one.
    requirements: cardRequirements(application).filter((key) => application.requirements?.[key]),
    // Only a renewal or replacement has a current card to expire.
    ...(application.applicationType !== 'New Card' && application.cardExpiresOn
      ? { cardExpiresOn: application.cardExpiresOn }
      : {}),
  };
  const placed = await placeOrder(cardJourney.attempts, attempt, {
    path: '/card?initiate_pay=true',
    body,
    schema: cardCreatedResponse,
    keep: ({ cardId }) => ({ cardId }),
  });
  attempt = placed.attempt;
  const { orderId, cardId, url } = placed.data;
  const needs = referencesNeeded(application.applicationType);
  const references = {
    testingId: needs.testingId ? application.testingId : undefined,
    registrationNumber: needs.registrationNumber ? application.registrationNumber : undefined,
  };
  // A replacement without its card number has nothing to add: its date of birth and name find it.
  if (!attempt.cardUpdated && (references.testingId || references.registrationNumber)) {
    await apiRequest(`/card/${encodeURIComponent(cardId)}`, {
      method: 'PATCH',
      body: references,
      expect: [200],
      failureMessage: MESSAGES.failed,
    });
    cardJourney.attempts.write({ ...attempt, cardUpdated: true });
  }
  if (!url) throw new Error(MESSAGES.failed);
  return { orderId, url };
}
