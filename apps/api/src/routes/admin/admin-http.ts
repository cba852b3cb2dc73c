import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '@site/domain/schemas';
import { AppError } from '../../errors';

/** The app a back office route module adds its routes to (index.ts passes its own scope). */
export type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Every failure, whichever route or hook sends it, has the one error shape; with the success
 * answers below, each route names every status it can send (the serializer writes only these).
 */
export const failures = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
/** The CSV export: text, written as it is. */
export const csvText = z.string();
/** Sign-out: 204, no body. */
export const noBody = z.null();

/** The signed-in staff member of a request that passed the session hook. */
export function staffOf(request: FastifyRequest) {
  if (!request.adminSession) throw new AppError(401, ERROR_CODES.unauthorised, 'Sign in.');
  return request.adminSession.staff;
}
