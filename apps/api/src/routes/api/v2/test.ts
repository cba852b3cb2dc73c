import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTestBody, testCreatedResponse } from '@site/domain/schemas';
import { getCentreById } from '@site/domain/catalogue';
import { testPrice } from '@site/domain/pricing';
import { idempotencyHeaders } from './idempotency';

/** POST /test (spec §7): books a test; payment follows through POST /payment. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test',
    {
      schema: {
        body: createTestBody,
        headers: idempotencyHeaders,
        response: { 201: testCreatedResponse },
      },
    },
    async (request, reply) => {
      const { userId, locale, photoIdDocument, photoIdExpiresOn, ...booking } = request.body;
      const orderId = await app.orders.createOrder({
        kind: 'test',
        personId: userId,
        price: testPrice(),
        // Centre numbers follow the order of the data file; the slug names the centre for good.
        details: { ...booking, centreSlug: getCentreById(booking.location)?.slug },
        idempotencyKey: request.headers['idempotency-key'],
        locale,
        // Kept beside the booking, not in it: GET /order returns the booking (decision 028).
        ...(photoIdDocument && photoIdExpiresOn
          ? { photoId: { document: photoIdDocument, expiresOn: photoIdExpiresOn } }
          : {}),
      });
      return reply.code(201).send({ data: { orderId } });
    },
  );
};
