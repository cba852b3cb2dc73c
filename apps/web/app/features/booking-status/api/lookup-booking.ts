import { bookingStatusResponse } from '@site/domain/schemas';
import type { BookingIdentity, BookingStatus } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /bookings/lookup (issue 19): where the booking stands. A POST, so the date of birth is
 * never in an address, a history entry or a log. A 404 (wrong date of birth or reference), a
 * 429 and a 400's field errors come back as an ApiError.
 */
export async function lookupBooking(identity: BookingIdentity): Promise<BookingStatus> {
  const body = await apiRequest('/bookings/lookup', {
    method: 'POST',
    body: identity,
    schema: bookingStatusResponse,
    expect: [200],
  });
  return body.data.booking;
}
