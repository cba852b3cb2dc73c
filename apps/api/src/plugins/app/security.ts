import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';

/**
 * Security headers for every answer. The CSP allows no inline script and no eval; pages that
 * must carry an inline bootstrap script (the prerendered web app) replace it with one that
 * lists that script's hash.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The API answers only its own site: a browser request from another origin is refused before
 * it can write anything. Requests without an Origin header (curl, server to server) pass.
 */
export function sameOriginOnly(publicBaseUrl: string | undefined) {
  const allowed = publicBaseUrl ? new URL(publicBaseUrl).origin : undefined;
  return async function refuseCrossOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (!origin) return;
    const own = allowed ?? `${request.protocol}://${request.headers.host}`;
    if (origin !== own) {
      return reply
        .code(403)
        .send(send(403, ERROR_CODES.forbidden, 'Requests from other websites are not accepted.'));
    }
  };
}
