import { ERROR_CODES } from '@site/domain/schemas';
import { MESSAGES } from '@site/domain/validators';
import { send } from '../../error-handler';
import { unscoped } from './unscoped';

// NUL cannot be stored by PostgreSQL; a lone surrogate half is not text in any encoding.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any body of ours: refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (key or value) that cannot be stored as text, '' for a
 * body nested too deep to be ours. Walked with a stack, so no body can exhaust the call stack.
 */
export function findUnstorableText(root: unknown): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: '', depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_DEPTH) return path;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const itemPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return itemPath;
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Every route, before its own validation: a body, query or path that carries such characters is
 * refused as a bad field, instead of failing in the database.
 */
export const refuseUnstorableText = unscoped('refuse-unstorable-text', async (app) => {
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
});
