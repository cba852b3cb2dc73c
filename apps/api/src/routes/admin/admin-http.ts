import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '@site/domain/schemas';
import { send } from '../../error-handler';
import { AppError } from '../../errors';

/** The app a back office route module adds its routes to (index.ts passes its own scope). */
export type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export const ADMIN_COOKIE = 'admin_session';
export const CSRF_HEADER = 'x-csrf-token';
export const COOKIE_PATH = '/api/admin';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    // A value that is not valid percent-encoding is no session, never a server error.
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, only sent to /api/admin, and Secure whenever we are behind HTTPS. */
export function sessionCookie(
  request: FastifyRequest,
  value: string,
  maxAgeSeconds: number,
): string {
  const parts = [
    `${ADMIN_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export const unauthorised = (reply: FastifyReply) =>
  reply
    .code(401)
    .send(send(401, ERROR_CODES.unauthorised, 'Sign in to the back office to continue.'));

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
