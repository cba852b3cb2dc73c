import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardCreatedResponse,
  cardIdParams,
  cardUpdatedResponse,
  createCardBody,
  initiatePayQuery,
  updateCardBody,
} from '@site/domain/schemas';
import { getCardByName } from '@site/domain/catalogue';
import { cardPrice } from '@site/domain/pricing';
import { idempotencyHeaders } from './idempotency';
import { refuseUnlessUpdated } from './reference-update';

/** POST /card?initiate_pay=true and PATCH /card/{cardId} (spec §7). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/card',
    {
      schema: {
        body: createCardBody,
        querystring: initiatePayQuery,
        headers: idempotencyHeaders,
        response: { 201: cardCreatedResponse },
      },
    },
    async (request, reply) => {
      const { userId, type, applicationType, trait, cardExpiresOn, requirements, locale } =
        request.body;
      const { orderId, cardId } = await app.orders.createCardOrder({
        kind: 'card',
        personId: userId,
        price: cardPrice(applicationType, getCardByName(type)?.key),
        // What the applicant confirmed, for staff who check the application before sending it.
        details: { type, applicationType, trait, requirements },
        idempotencyKey: request.headers['idempotency-key'],
        locale,
        ...(cardExpiresOn ? { cardExpiresOn } : {}),
      });
      if (!request.query.initiate_pay) return reply.code(201).send({ data: { orderId, cardId } });
      const session = await app.payments.startPayment(orderId);
      return reply
        .code(201)
        .send({ data: { orderId, cardId, session_id: session.sessionId, url: session.url } });
    },
  );

  app.patch(
    '/card/:cardId',
    {
      schema: {
        params: cardIdParams,
        body: updateCardBody,
        response: { 200: cardUpdatedResponse },
      },
    },
    async (request) => {
      refuseUnlessUpdated(
        await app.orders.updateCard(request.params.cardId, request.body),
        'The card application',
      );
      return { data: { cardId: request.params.cardId } };
    },
  );
};
