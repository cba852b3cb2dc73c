import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateCreatedResponse,
  candidateUpdatedResponse,
  contactBody,
  contactCreatedResponse,
  createCandidateBody,
  updateCandidateBody,
  userIdParams,
} from '@site/domain/schemas';
import { notFound } from '../../../errors';

/** POST /contact, POST /candidate, PATCH /candidate/{userId} (spec §7). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    { schema: { body: contactBody, response: { 201: contactCreatedResponse } } },
    async (request, reply) => {
      const userId = await app.people.createContact(request.body);
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
      const found = await app.people.updateCandidate(request.params.userId, request.body);
      if (!found) throw notFound('The candidate');
      return { data: { userId: request.params.userId } };
    },
  );
};
