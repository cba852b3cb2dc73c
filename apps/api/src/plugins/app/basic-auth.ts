import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES, basicAuthorization } from '@site/domain/schemas';
import { send } from '../../error-handler';
import { unscoped } from './unscoped';

/**
 * The web client's fixed Basic credential (spec §6). It identifies the client; it is not a
 * secret, since every browser carries it, and nothing relies on it for protection.
 */
function requireCredential(credential: string) {
  // A plain comparison: a constant-time one would guard a secret, and this is none.
  const expected = basicAuthorization(credential);
  // The scheme's name is case-insensitive (RFC 7617): 'basic …' is the same credential.
  const isExpected = (given: string | undefined) =>
    given === expected ||
    (given !== undefined &&
      given.length === expected.length &&
      given.slice(0, 6).toLowerCase() === 'basic ' &&
      given.slice(6) === expected.slice(6));
  // A callback hook, not an async one: it runs on every API call and needs no promise.
  return function requireWebClient(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    if (!isExpected(request.headers.authorization)) {
      reply
        .code(401)
        .send(
          send(
            401,
            ERROR_CODES.unauthorised,
            'This call needs the web client authorisation header.',
          ),
        );
      return;
    }
    done();
  };
}

/** The web client's Basic credential (above), required on every route of the registering scope. */
export const webClientCredential = unscoped<{ credential: string }>(
  'web-client-credential',
  async (scope, { credential }) => {
    scope.addHook('onRequest', requireCredential(credential));
    // The API's OpenAPI document names the routes that need it (openapi.ts).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, needsWebClient: true };
    });
  },
);
