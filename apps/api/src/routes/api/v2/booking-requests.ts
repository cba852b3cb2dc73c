import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, changeRequestBody, changeRequestCreatedResponse } from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';
import { AppError, bookingNotFound, conflict } from '../../../errors';
import { refuseWrongTries } from './bookings';

/**
 * POST /bookings/requests (issue 19): from the booking's status page, with the reference and
 * date of birth, a request to move a test or course to another date, or to cancel a booking.
 */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/requests',
    {
      config: { sharedLimit: 'booking-lookups' },
      schema: { body: changeRequestBody, response: { 201: changeRequestCreatedResponse } },
    },
    async (request, reply) => {
      const result = await app.requestChange(request.body, request.ip);
      switch (result.outcome) {
        case 'created':
          return reply.code(201).send({ data: { request: result.request } });
        case 'too-many':
          return refuseWrongTries(reply, result.msLeft);
        case 'not-found':
          throw bookingNotFound();
        case 'already-open':
          throw conflict(ERROR_CODES.conflict, MESSAGES.requestOpen);
        case 'not-allowed':
          throw conflict(ERROR_CODES.orderClosed, MESSAGES.requestNotAllowed);
        case 'closed-dates':
          throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, result.errors);
        case 'late-not-acknowledged':
          throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
            { field: 'lateAcknowledged', message: MESSAGES.lateAcknowledged },
          ]);
      }
    },
  );
};
