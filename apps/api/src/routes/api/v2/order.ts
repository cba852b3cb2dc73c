import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  createPaymentBody,
  orderIdParams,
  orderResponse,
  paymentSessionResponse,
  updateOrderBody,
} from '@site/domain/schemas';
import { conflict, notFound } from '../../../errors';
import { refuseUnlessUpdated } from './reference-update';

/** GET and PATCH /order/{orderId}, POST /payment (spec §7), and abandoning an unpaid order. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:orderId',
    { schema: { params: orderIdParams, response: { 200: orderResponse } } },
    async (request) => {
      await app.payments.reconcile(request.params.orderId);
      const order = await app.orders.findView(request.params.orderId);
      if (!order) throw notFound('The order');
      return { data: { order } };
    },
  );

  app.patch(
    '/order/:orderId',
    { schema: { params: orderIdParams, body: updateOrderBody } },
    async (request, reply) => {
      const { orderId } = request.params;
      const { retake, testingId, NI } = request.body;
      if (retake !== undefined) {
        const result = await app.orders.setRetake(orderId, retake);
        if (result === 'not-found') throw notFound('The test booking');
        if (result === 'closed') {
          throw conflict(
            ERROR_CODES.orderClosed,
            'The retake answer cannot change once the test is paid for.',
          );
        }
      }
      if (testingId || NI) {
        refuseUnlessUpdated(
          await app.orders.addReferences(orderId, { testingId, NI }),
          'The order',
        );
      }
      return reply.code(204).send();
    },
  );

  // Not in the spec: the web calls it when changed answers replace an unpaid order.
  app.post(
    '/order/:orderId/abandon',
    { schema: { params: orderIdParams } },
    async (request, reply) => {
      const outcome = await app.payments.abandon(request.params.orderId);
      if (outcome === 'not-found') throw notFound('The order');
      if (outcome === 'paid') {
        throw conflict(ERROR_CODES.alreadyPaid, 'This order has already been paid.');
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/payment',
    { schema: { body: createPaymentBody, response: { 201: paymentSessionResponse } } },
    async (request, reply) => {
      const session = await app.payments.startPayment(request.body.orderId);
      return reply.code(201).send({ data: { session_id: session.sessionId, url: session.url } });
    },
  );
};
