import { testCreatedResponse } from '@site/domain/schemas';
import type { CreateCandidateBody, CreateTestBody } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGES } from '../../../lib/messages';
import { isOrderClosed } from '../../../lib/journey/payment';
import { attemptFor, fingerprintOf } from '../../../lib/journey/attempt';
import { placeOrder, readyToOrder } from '../../../lib/journey/place-order';
import type { TestAnswers } from '../answers';
import { testJourney } from '../answers';

/**
 * Creates (or finds again) the order for these answers: POST /candidate, then POST /test with
 * the attempt's Idempotency-Key. Retake is left out of the fingerprint: it changes on the
 * order itself through PATCH /order (spec §4), so an answer changed at its step after the
 * order was made is sent that way before the order is used.
 */
export async function ensureTestOrder(
  answers: TestAnswers,
  candidate: CreateCandidateBody,
  options: { beforePaying?: boolean } = {},
): Promise<string> {
  const { retake, detailsDone: _done, photoIdNameMatches: _promised, ...booking } = answers;
  let attempt = attemptFor(testJourney.attempts, fingerprintOf({ booking, candidate }));
  if (attempt.orderId) {
    // Before paying, the answer on screen is sent whatever this tab last confirmed: a tab
    // duplicated from this one may have changed it on the order since.
    if (options.beforePaying || (attempt.retake ?? false) !== (retake ?? false)) {
      // A closed order keeps its answer: paying for it then shows it paid, or books anew.
      await updateRetake(attempt.orderId, retake ?? false).catch((error: unknown) => {
        if (!isOrderClosed(error)) throw error;
      });
    }
    return attempt.orderId;
  }
  attempt = await readyToOrder(testJourney.attempts, attempt, candidate);
  const body: CreateTestBody = {
    userId: attempt.userId ?? '',
    location: booking.location ?? 0,
    date: booking.date ?? '',
    alternateDate: booking.alternateDate ?? '',
    testTime: (booking.testTime ?? '') as CreateTestBody['testTime'],
    testType: (booking.testType ?? '') as CreateTestBody['testType'],
    retake: retake ?? false,
    language: booking.language ?? '',
    photoIdDocument: booking.photoIdDocument as CreateTestBody['photoIdDocument'],
    photoIdExpiresOn: booking.photoIdExpiresOn,
  };
  const { data } = await placeOrder(testJourney.attempts, attempt, {
    path: '/test',
    body,
    schema: testCreatedResponse,
    keep: () => ({ retake: body.retake }),
  });
  return data.orderId;
}

/** PATCH /order/{orderId} { retake }: only a 204 counts (spec §4), and is remembered. */
export async function updateRetake(orderId: string, retake: boolean): Promise<void> {
  await apiRequest(`/order/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { retake },
    expect: [204],
    failureMessage: MESSAGES.failed,
  });
  const attempt = testJourney.attempts.read();
  if (attempt?.orderId === orderId) testJourney.attempts.write({ ...attempt, retake });
}
