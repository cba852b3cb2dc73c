import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  bookingIdentityBody,
  bookingRemindersBody,
  bookingStatusResponse,
} from '@site/domain/schemas';
import type { BookingIdentity } from '@site/domain/schemas';
import { bookingNotFound } from '../../../errors';
import { refuseTooMany } from '../../../plugins/app/client-limit';

/**
 * A customer's own booking after payment (issue 19), opened with its reference and the date
 * of birth it was booked with; no account. POST, so neither ever sits in a URL or a log line.
 * Every call counts against the per-address limit, and wrong dates against the reference.
 */
/** 429 once a reference has been tried with too many wrong dates of birth, in plain words. */
export function refuseWrongTries(reply: FastifyReply, msLeft: number): FastifyReply {
  return refuseTooMany(
    reply,
    msLeft,
    (wait) =>
      `This booking reference has been tried too many times with the wrong date of birth. Please wait ${wait} and try again.`,
  );
}

/**
 * The order a reference and date of birth open, or the answer already sent: 429 after too many
 * wrong tries at the reference, 404 for a wrong date and an unknown reference alike.
 */
export async function openBooking(
  app: FastifyInstance,
  identity: BookingIdentity,
  reply: FastifyReply,
): Promise<string | undefined> {
  const identified = await app.identifyBooking(identity);
  if (identified.outcome === 'too-many') {
    refuseWrongTries(reply, identified.msLeft);
    return undefined;
  }
  if (identified.outcome === 'not-found') throw bookingNotFound();
  return identified.orderId;
}

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/lookup',
    {
      schema: { body: bookingIdentityBody, response: { 200: bookingStatusResponse } },
      config: { sharedLimit: 'booking-lookups' },
    },
    async (request, reply) => {
      const orderId = await openBooking(app, request.body, reply);
      if (!orderId) return reply;
      const booking = await app.bookingStatus(orderId);
      if (!booking) throw bookingNotFound();
      return { data: { booking } };
    },
  );

  // Reminders off or on again, and the card's expiry date; answers the booking as it now is.
  app.post(
    '/bookings/reminders',
    {
      schema: { body: bookingRemindersBody, response: { 200: bookingStatusResponse } },
      config: { sharedLimit: 'booking-lookups' },
    },
    async (request, reply) => {
      const { reference, dateOfBirth, remindersOff, cardExpiresOn } = request.body;
      const orderId = await openBooking(app, { reference, dateOfBirth }, reply);
      if (!orderId) return reply;
      if (cardExpiresOn !== undefined) {
        await app.bookingReminders.setCardExpiry(orderId, cardExpiresOn, request.ip);
      }
      if (remindersOff !== undefined) {
        await app.bookingReminders.setRemindersOff(orderId, remindersOff, request.ip);
      }
      const booking = await app.bookingStatus(orderId);
      if (!booking) throw bookingNotFound();
      return { data: { booking } };
    },
  );
};
