import { bookingStatusResponse } from '@site/domain/schemas';
import type { BookingRemindersBody, BookingStatus } from '@site/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /bookings/reminders (issue 19): reminders off or on, the card's expiry; the booking after. */
export async function saveReminderChoices(choices: BookingRemindersBody): Promise<BookingStatus> {
  const body = await apiRequest('/bookings/reminders', {
    method: 'POST',
    body: choices,
    schema: bookingStatusResponse,
    expect: [200],
  });
  return body.data.booking;
}
