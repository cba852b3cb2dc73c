import type { RouteOptions } from 'fastify';
import { openApiDocument } from './openapi-document';
import { unscoped } from './unscoped';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes behind the web client's Basic credential (basic-auth.ts). */
    needsWebClient?: boolean;
  }
}

/**
 * The OpenAPI document of the routes under `prefix` (decision 020): `collect` is registered at
 * the root before any route, so it sees every one, the webhook's sibling scope included; `serve`
 * answers GET `{prefix}/openapi.json` in the scope that registers it. The document is written
 * once, on its first request, when every route is known.
 */
export function openApi(prefix: string) {
  const routes: RouteOptions[] = [];
  const collect = unscoped('openapi-routes', async (root) => {
    root.addHook('onRoute', (route) => {
      if (route.url.startsWith(`${prefix}/`)) routes.push(route);
    });
  });
  const serve = unscoped('openapi-document', async (scope) => {
    let body: string | undefined;
    scope.get('/openapi.json', async (_request, reply) => {
      body ??= JSON.stringify(
        openApiDocument(
          routes.flatMap((route) =>
            (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
              method,
              url: route.url,
              schema: route.schema,
              // Read now, not when the route was seen: the credential's own hook marks it later.
              needsCredential: route.config?.needsWebClient === true,
            })),
          ),
          prefix,
        ),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    });
  });
  return { collect, serve };
}
