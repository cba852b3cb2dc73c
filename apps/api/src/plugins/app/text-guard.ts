import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';
import { send } from '../../error-handler';

// NUL cannot be stored by PostgreSQL; a lone surrogate half is not text in any encoding.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (key or value) that cannot be stored as text. */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = findUnstorableText(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every route, before its own validation: a body, query or path that carries such characters is
 * refused as a bad field, instead of failing in the database.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = findUnstorableText(value);
      if (field === undefined) continue;
      reply
        .code(400)
        .send(
          send(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
            { field: field || part, message: MESSAGES.checkField },
          ]),
        );
      return;
    }
    done();
  });
}
