import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdentityBody, bookingStatusResponse } from '@site/domain/schemas';
import { bookingNotFound } from '../../../errors';
import { refuseTooMany } from '../../../plugins/app/client-limit';

/**
 * A customer's own booking after payment (issue 19), opened with its reference and the date
 * of birth it was booked with; no account. POST, so neither ever sits in a URL or a log line.
 * Every call counts against the per-address limit, and wrong dates against the reference.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/lookup',
    {
      schema: { body: bookingIdentityBody, response: { 200: bookingStatusResponse } },
      config: { sharedLimit: 'booking-lookups' },
    },
    async (request, reply) => {
      const identified = await app.identifyBooking(request.body);
      if (identified.outcome === 'too-many') {
        return refuseTooMany(
          reply,
          identified.msLeft,
          (wait) =>
            `This booking reference has been tried too many times with the wrong date of birth. Please wait ${wait} and try again.`,
        );
      }
      if (identified.outcome === 'not-found') throw bookingNotFound();
      const booking = await app.bookingStatus(identified.orderId);
      if (!booking) throw bookingNotFound();
      return { data: { booking } };
    },
  );
};
