import { COURSE_PROVIDER, getCourse } from '@site/domain/catalogue';
import {
  courseBookedResponse,
  courseLocationsResponse,
  seatHeldResponse,
} from '@site/domain/schemas';
import type { CourseLocation, CreateCandidateBody } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { attemptFor, fingerprintOf } from '../../../lib/journey/attempt';
import { placeOrder, readyToOrder } from '../../../lib/journey/place-order';
import { startPayment } from '../../../lib/journey/payment';
import { courseJourney } from '../answers';
import type { CourseAnswers } from '../answers';

/** GET /course/offline/location/all (spec §7). */
export async function getCourseLocations(): Promise<CourseLocation[]> {
  return (await apiRequest('/course/offline/location/all', { schema: courseLocationsResponse }))
    .data.locations;
}

/**
 * Books and starts payment. Offline: hold the seat (seatCount 1), book it, pay; online: book
 * the date and pay. The seat and the order are kept with the attempt, so trying again reuses
 * them rather than holding a second seat (issue 4 point 7). Returns the checkout url.
 */
export async function bookCourse(
  answers: CourseAnswers,
  candidate: CreateCandidateBody,
): Promise<string> {
  const { detailsDone: _done, ...booking } = answers;
  let attempt = attemptFor(courseJourney.attempts, fingerprintOf({ booking, candidate }));
  if (attempt.orderId) return startPayment(attempt.orderId);
  attempt = await readyToOrder(courseJourney.attempts, attempt, candidate);
  const userId = attempt.userId ?? '';
  if (booking.kind === 'Online') {
    const booked = await placeOrder(courseJourney.attempts, attempt, {
      path: '/course/online?initiate_pay=true',
      body: { userId, type: 'Online', date: booking.onlineDate },
      schema: courseBookedResponse,
    });
    return booked.data.url ?? startPayment(booked.data.orderId);
  }
  if (!attempt.seatId) {
    const held = await apiRequest('/course/offline/seat', {
      method: 'POST',
      body: {
        locationId: booking.locationId,
        seatCount: 1,
        datetime: booking.datetime,
        name: getCourse('Offline').name,
        provider: COURSE_PROVIDER,
      },
      schema: seatHeldResponse,
      expect: [201],
    });
    attempt = { ...attempt, seatId: held.data.seatIds[0] };
    courseJourney.attempts.write(attempt);
  }
  const booked = await placeOrder(courseJourney.attempts, attempt, {
    path: `/course/offline/book/${encodeURIComponent(attempt.seatId ?? '')}?initiate_pay=true`,
    body: { userId },
    schema: courseBookedResponse,
  });
  return booked.data.url ?? startPayment(booked.data.orderId);
}

/** A hold that expired or a full date: forget the seat so the next try holds a new one. */
export function forgetSeat(): void {
  const attempt = courseJourney.attempts.read();
  if (attempt) courseJourney.attempts.write({ ...attempt, seatId: undefined });
}
