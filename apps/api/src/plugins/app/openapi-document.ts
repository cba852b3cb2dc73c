import type { RouteOptions } from 'fastify';
import { errorBodySchema } from '@site/domain/schemas';
import { z } from 'zod';

/** What the document needs of one registered route. */
export interface DocumentedRoute {
  method: string;
  /** Fastify's path, with `:name` parameters. */
  url: string;
  schema?: RouteOptions['schema'];
  /** Whether the web client's Basic credential is required (false: the provider's webhook). */
  needsCredential: boolean;
}

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema (draft 2020-12, the dialect OpenAPI 3.1 uses) of a zod schema: what a client sends
 * (`input`: before defaults and transforms) or what it receives (`output`).
 */
function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A transform cannot be written as JSON Schema: its input side is documented instead.
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `/order/:orderId` in OpenAPI's words: `/order/{orderId}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parametersOf(schema: unknown, where: 'path' | 'query' | 'header') {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function operationOf(route: DocumentedRoute) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const parameters = [
    ...parametersOf(schema.params, 'path'),
    ...parametersOf(schema.querystring, 'query'),
    ...parametersOf(schema.headers, 'header'),
  ];
  const body = jsonSchemaOf(schema.body, 'input');
  const answers = Object.entries((schema.response ?? {}) as Record<string, unknown>);
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of answers) {
    const json = jsonSchemaOf(answer, 'output');
    responses[status] = json
      ? { description: 'Success', content: { 'application/json': { schema: json } } }
      : { description: 'Success' };
  }
  // A route that declares no answer schema answers 204, or a body the document does not describe.
  if (answers.length === 0) responses['2XX'] = { description: 'Success' };
  responses['4XX'] = ERROR_RESPONSE;
  responses['5XX'] = ERROR_RESPONSE;
  return {
    ...(parameters.length > 0 && { parameters }),
    ...(body && {
      requestBody: { required: true, content: { 'application/json': { schema: body } } },
    }),
    responses,
    // The provider's webhook carries no Basic header: its signature is what is trusted.
    ...(!route.needsCredential && { security: [] }),
  };
}

/**
 * The OpenAPI 3.1 document of `/api/v2`, written from the routes as registered: their paths,
 * methods and the zod schemas they validate with (decision 020). HEAD answers that Fastify adds
 * to every GET are left out.
 */
export function openApiDocument(routes: DocumentedRoute[], prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD') continue;
    const path = openApiPath(route.url.slice(prefix.length));
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'SafeSite Bookings API',
      version: '2',
      description:
        'The calls the web client makes (spec §7). Every call carries the web client’s fixed ' +
        'Basic header, which identifies the client and is not a secret.',
    },
    servers: [{ url: prefix }],
    security: [{ webClient: [] }],
    paths,
    components: {
      securitySchemes: { webClient: { type: 'http', scheme: 'basic' } },
      responses: {
        Error: {
          description: 'Refused: the status, a named code and words to show',
          content: { 'application/json': { schema: jsonSchemaOf(errorBodySchema, 'output') } },
        },
      },
    },
  };
}
