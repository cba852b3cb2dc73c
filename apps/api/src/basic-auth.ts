import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from './error-handler';

/**
 * The web client's fixed Basic credential (spec §6). It identifies the client; it is not a
 * secret, since every browser carries it, and nothing relies on it for protection.
 */
export function basicAuthHook(credential: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(credential).toString('base64')}`);
  return async function requireWebClient(request: FastifyRequest, reply: FastifyReply) {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .send(
          send(
            401,
            ERROR_CODES.unauthorised,
            'This call needs the web client authorisation header.',
          ),
        );
    }
  };
}
