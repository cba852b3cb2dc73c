import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import type { Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by code compiled once per route from the route's zod answer schema (as
 * JSON Schema), instead of zod-checking every answer and then stringifying it: a third of the
 * cost (decision 007). What leaves is the same: only the fields a schema declares are written,
 * so a stored field that no schema names, personal data included, can never be sent. A field a
 * schema requires but the answer lacks still fails the request.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(jsonSchemaOf(schema));

function jsonSchemaOf(schema: z.ZodType): Schema {
  // Throws at start-up, not per request, for a schema JSON Schema cannot express.
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema;
}
