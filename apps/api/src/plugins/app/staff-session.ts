import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import type { Db } from '../../db/client';
import { send } from '../../error-handler';
import { unscoped } from './unscoped';
import { findSession } from '../../repositories/staff-repository';
import type { ActiveSession } from '../../repositories/staff-repository';

export const ADMIN_COOKIE = 'admin_session';
export const CSRF_HEADER = 'x-csrf-token';
export const COOKIE_PATH = '/api/admin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The back office's onRequest hook (decision 009): a live staff session, and for a change
     * its CSRF token too; a route whose config says `public` passes without one.
     */
    requireStaff: onRequestHookHandler;
    /** The live session a request's cookie names, if any (no CSRF check). */
    findStaffSession(request: FastifyRequest): Promise<ActiveSession | undefined>;
  }
  interface FastifyRequest {
    adminSession?: ActiveSession;
  }
  interface FastifyContextConfig {
    /** A back office route that needs no session (sign-in only). */
    public?: boolean;
  }
}

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

export function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const unauthorised = (reply: FastifyReply) =>
  reply
    .code(401)
    .send(send(401, ERROR_CODES.unauthorised, 'Sign in to the back office to continue.'));

const staffSessionPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.decorateRequest('adminSession', undefined);
  app.decorate('findStaffSession', (request: FastifyRequest) =>
    findSession(db, readCookie(request, ADMIN_COOKIE) ?? ''),
  );
  app.decorate('requireStaff', async function requireStaff(request, reply) {
    if (request.routeOptions.config?.public) return;
    const session = await app.findStaffSession(request);
    if (!session) return unauthorised(reply);
    request.adminSession = session;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const given = request.headers[CSRF_HEADER];
      if (!sameToken(session.csrfToken, Array.isArray(given) ? given[0] : given)) {
        return reply
          .code(403)
          .send(
            send(
              403,
              ERROR_CODES.forbidden,
              'The request lacks a valid CSRF token. Reload the page.',
            ),
          );
      }
    }
  } satisfies onRequestHookHandler);
};

/**
 * The staff session (decision 009) as a plugin that does not open a scope of its own (what
 * fastify-plugin does), so its decorators reach the back office's routes wherever they sit.
 */
export const staffSession = unscoped('staff-session', staffSessionPlugin);
