import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  candidateCreatedResponse,
  candidateUpdatedResponse,
  contactBody,
  contactCreatedResponse,
  createCandidateBody,
  updateCandidateBody,
  userIdParams,
} from '@site/domain/schemas';
import { receiveEnquiry } from '../../../email/enquiry-received';
import { conflict, notFound } from '../../../errors';

/** POST /contact, POST /candidate, PATCH /candidate/{userId} (spec §7). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { sharedLimit: 'enquiries' },
      schema: { body: contactBody, response: { 201: contactCreatedResponse } },
    },
    async (request, reply) => {
      const userId = await receiveEnquiry(app.people, request.body);
      return reply.code(201).send({ data: { userId } });
    },
  );

  app.post(
    '/candidate',
    { schema: { body: createCandidateBody, response: { 201: candidateCreatedResponse } } },
    async (request, reply) => {
      const userId = await app.people.createCandidate(request.body);
      return reply.code(201).send({ status: 201 as const, data: { userId } });
    },
  );

  app.patch(
    '/candidate/:userId',
    {
      schema: {
        params: userIdParams,
        body: updateCandidateBody,
        response: { 200: candidateUpdatedResponse },
      },
    },
    async (request) => {
      const result = await app.people.updateCandidate(request.params.userId, request.body);
      if (result === 'not-found') throw notFound('The candidate');
      if (result === 'paid') {
        throw conflict(
          ERROR_CODES.orderClosed,
          'These details belong to a paid order and can no longer change.',
        );
      }
      return { data: { userId: request.params.userId } };
    },
  );
};
