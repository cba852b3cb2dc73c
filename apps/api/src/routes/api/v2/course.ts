import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  bookOnlineCourseBody,
  bookSeatBody,
  courseBookedResponse,
  courseLocationsResponse,
  holdSeatBody,
  initiatePayQuery,
  seatHeldResponse,
  seatIdParams,
} from '@site/domain/schemas';
import { getCourse } from '@site/domain/catalogue';
import { coursePrice } from '@site/domain/pricing';
import { MESSAGES } from '@site/domain/validators';
import { AppError, conflict, notFound } from '../../../errors';
import { clientOf, refuseTooMany } from '../../../plugins/app/client-limit';
import { MAX_LIVE_HOLDS_PER_CLIENT } from '../../../repositories/courses-repository';
import { idempotencyHeaders } from './idempotency';
import { requirePerson } from './require-person';

/** The Level 1 course calls of spec §7: locations, seat hold, seat booking, online booking. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is checked against courseLocationsResponse when the listing is cached, then
  // sent as that JSON string, so the same listing is not serialised again on every request.
  // The schema names the answer for the OpenAPI document; Fastify sends a string as it is.
  app.get(
    '/course/offline/location/all',
    { schema: { response: { 200: courseLocationsResponse } } },
    async (_request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await app.courses.listingJson()),
  );

  app.post(
    '/course/offline/seat',
    {
      config: { sharedLimit: 'seat-holds' },
      schema: { body: holdSeatBody, response: { 201: seatHeldResponse } },
    },
    async (request, reply) => {
      const { locationId, datetime } = request.body;
      const result = await app.courses.holdSeat(
        locationId,
        new Date(datetime),
        clientOf(request.ip),
      );
      if (result === 'unknown-location') {
        throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
          { field: 'locationId', message: MESSAGES.courseLocation },
        ]);
      }
      if (result === 'not-found') {
        throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
          { field: 'datetime', message: MESSAGES.courseDate },
        ]);
      }
      if (result === 'closed') {
        throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
          { field: 'datetime', message: MESSAGES.courseDateClosed },
        ]);
      }
      if (result === 'full') {
        throw conflict(
          ERROR_CODES.courseFull,
          'Sorry, this course date is fully booked. Please choose another date.',
        );
      }
      if ('tooManyHeld' in result) {
        return refuseTooMany(
          reply,
          result.msLeft,
          (wait) =>
            `You are already holding ${MAX_LIVE_HOLDS_PER_CLIENT} seats on this course date. ` +
            `Please book or pay for them, or wait ${wait} and try again.`,
        );
      }
      return reply
        .code(201)
        .send({ data: { seatIds: [result.seatId], heldUntil: result.heldUntil.toISOString() } });
    },
  );

  app.post(
    '/course/offline/book/:seatId',
    {
      schema: {
        params: seatIdParams,
        querystring: initiatePayQuery,
        body: bookSeatBody,
        response: { 201: courseBookedResponse },
      },
    },
    async (request, reply) => {
      const { userId, locale } = request.body;
      await requirePerson(app, userId);
      const course = getCourse('Offline');
      const initiatePay = request.query.initiate_pay;
      // With initiate_pay, the order and its payment session are made in one transaction: if
      // the payment cannot start (say the hold is too close to its end), no order is kept.
      const result = await app.courses.bookSeat(
        request.params.seatId,
        { personId: userId, price: coursePrice('Offline'), locale },
        course.name,
        initiatePay ? (tx, orderId) => app.payments.startPaymentIn(tx, orderId) : undefined,
      );
      if (result === 'not-found') throw notFound('The seat');
      if (result === 'expired') {
        throw conflict(
          ERROR_CODES.holdExpired,
          'Your seat hold has expired. Please choose a course date again.',
        );
      }
      if (!initiatePay) return reply.code(201).send({ data: { orderId: result.orderId } });
      let session: { sessionId: string; url: string };
      if (result.created) {
        await app.payments.closeAtProvider(result.created.replaced);
        session = result.created;
      } else {
        // The seat was booked before: its order exists already, and startPayment is all or
        // nothing on its own.
        session = await app.payments.startPayment(result.orderId);
      }
      return reply.code(201).send({
        data: { orderId: result.orderId, session_id: session.sessionId, url: session.url },
      });
    },
  );

  app.post(
    '/course/online',
    {
      schema: {
        querystring: initiatePayQuery,
        headers: idempotencyHeaders,
        body: bookOnlineCourseBody,
        response: { 201: courseBookedResponse },
      },
    },
    async (request, reply) => {
      const { userId, date, locale } = request.body;
      await requirePerson(app, userId);
      const course = getCourse('Online');
      const orderId = await app.orders.createOrder({
        kind: 'course-online',
        personId: userId,
        price: coursePrice('Online'),
        details: { type: 'Online', name: course.name, date },
        idempotencyKey: request.headers['idempotency-key'],
        locale,
      });
      if (!request.query.initiate_pay) return reply.code(201).send({ data: { orderId } });
      const session = await app.payments.startPayment(orderId);
      return reply
        .code(201)
        .send({ data: { orderId, session_id: session.sessionId, url: session.url } });
    },
  );
};
