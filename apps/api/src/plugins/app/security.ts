import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';
import { API_CSP } from './page-csp';
import { unscoped } from './unscoped';

/**
 * The headers every answer carries: helmet's defaults that mean something to any response, with
 * our CSP. They never change, so they are built once; @fastify/helmet composed them on every
 * request, a sixth of the cost of a cached API read.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CSP,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Browsers honour it only over HTTPS, so it is harmless on a plain-HTTP development server.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * helmet's other defaults, which a browser reads only on a document it displays (a window's
 * opener, its agent cluster, prefetching, legacy IE and Flash behaviour, the old XSS filter).
 * HTML answers carry them; JSON answers, most of the traffic, go without six needless headers.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers for every answer, set before any route or error handler runs; with them the
 * request's id (decision 019), so a report of any answer, an error or a 404 included, names the
 * log lines it left. One hook for both: decision 007 keeps the pipeline short.
 */
export const securityHeaders = unscoped('security-headers', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
});

/**
 * The API answers only its own site: a browser request from another origin is refused before
 * it can write anything. Requests without an Origin header (curl, server to server) pass.
 */
function refuseCrossOrigin(publicBaseUrl: string | undefined) {
  const allowed = publicBaseUrl ? new URL(publicBaseUrl).origin : undefined;
  // A callback hook, not an async one: it runs on every API call and needs no promise.
  return function refuseCrossOrigin(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    const origin = request.headers.origin;
    const own = origin && (allowed ?? `${request.protocol}://${request.headers.host}`);
    if (origin && origin !== own) {
      reply
        .code(403)
        .send(send(403, ERROR_CODES.forbidden, 'Requests from other websites are not accepted.'));
      return;
    }
    done();
  };
}

/** The same-origin check (above) for every route of the scope that registers it. */
export const sameOriginOnly = unscoped<{ publicBaseUrl?: string }>(
  'same-origin-only',
  async (scope, { publicBaseUrl }) => {
    scope.addHook('onRequest', refuseCrossOrigin(publicBaseUrl));
  },
);
