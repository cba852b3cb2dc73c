import type { z } from 'zod';
import {
  DEFAULT_API_BASIC_AUTH,
  ERROR_CODES,
  basicAuthorization,
  errorBodySchema,
} from '@site/domain/schemas';
import type { FieldError } from '@site/domain/schemas';
import { MESSAGES } from './messages';

/**
 * The one HTTP client of the web app (docs/architecture.md, Web): adds the web client's Basic
 * header, parses the answer with the domain's response schema and turns every failure into one
 * ApiError carrying the specification's message (spec §8).
 */
const API_BASE = '/api/v2';
// Spec §6: a fixed header that identifies the web client; it is not a secret. The build bakes
// in API_BASIC_AUTH (vite.config.ts); unit tests that run without the build use the default.
const BASIC_AUTH =
  typeof __API_AUTHORIZATION__ === 'string'
    ? __API_AUTHORIZATION__
    : basicAuthorization(DEFAULT_API_BASIC_AUTH);

export class ApiError extends Error {
  constructor(
    /** HTTP status, 0 when the request never got an answer. */
    readonly status: number,
    /** The message to show: the spec's wording ('Validation failed', 'Failed', …). */
    message: string,
    /** The API's named outcome, e.g. COURSE_FULL, ALREADY_PAID. */
    readonly code?: string,
    /** Field errors of a 400, to land on the form's fields. */
    readonly fieldErrors: FieldError[] = [],
    /** The server's own words, for outcomes the spec does not name. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  /** Response schema; omit for answers without a body (204). */
  schema?: S;
  /** Statuses that count as success; any other is an ApiError. */
  expect?: readonly number[];
  idempotencyKey?: string;
  /**
   * The message for any failure of this call, when the spec gives it one (spec §8: 'Failed' for
   * the order and card updates). Without it a 400 is 'Validation failed' and the rest 'Failed'.
   */
  failureMessage?: string;
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined;

export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', body, schema, expect, idempotencyKey } = options;
  const failure = options.failureMessage ?? MESSAGES.failed;
  const own = options.failureMessage !== undefined;
  const headers: Record<string, string> = { authorization: BASIC_AUTH, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, failure);
  }

  const ok = expect ? expect.includes(response.status) : response.ok;
  const payload: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!ok) throw toApiError(response.status, payload, failure, own);
  if (!schema) return undefined as Result<S>;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, failure);
  return parsed.data as Result<S>;
}

function toApiError(status: number, payload: unknown, failure: string, own: boolean): ApiError {
  const body = errorBodySchema.safeParse(payload);
  if (!body.success) return new ApiError(status, failure);
  const { code, message, errors } = body.data;
  // Spec §8: a 400 whose body carries status 400 is 'Validation failed'.
  if (body.data.status === 400 && !own) {
    return new ApiError(status, MESSAGES.validationFailed, code, errors ?? [], message);
  }
  // A rate limit's words say when to try again, and a payment provider's outage says that
  // nothing was taken: 'Failed' would say neither.
  if (code === ERROR_CODES.rateLimited || code === ERROR_CODES.paymentsUnavailable) {
    return new ApiError(status, message, code, [], message);
  }
  return new ApiError(status, failure, code, errors ?? [], message);
}
