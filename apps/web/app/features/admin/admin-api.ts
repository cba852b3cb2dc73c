import { z } from 'zod';
import { errorBodySchema } from '@site/domain/schemas';

/**
 * The back office's one HTTP client: /api/admin only, with the session cookie (sent by the
 * browser, HttpOnly) and the session's CSRF token on every change. Every answer is parsed with
 * the domain's schema for it (@site/domain/schemas, admin.ts), the one the API answers with.
 */
const BASE = '/api/admin';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken = '';
let onSignedOut: (() => void) | undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when any call answers 401: the session ended (idle, expired or signed out elsewhere). */
export function whenSignedOut(callback: (() => void) | undefined): void {
  onSignedOut = callback;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

const UNREADABLE = 'The server sent an answer the back office cannot read. Please try again.';
const envelopeOf = z.object({ data: z.unknown() });

/** One call: the answer's status and body, or an AdminApiError for any failure. */
async function call(
  path: string,
  options: CallOptions,
): Promise<{ status: number; body: unknown }> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new AdminApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    );
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && path !== '/sign-in') onSignedOut?.();
    const error = errorBodySchema.safeParse(body);
    throw error.success
      ? new AdminApiError(
          response.status,
          error.data.message,
          error.data.code,
          error.data.errors ?? [],
        )
      : new AdminApiError(response.status, 'Something went wrong. Please try again.');
  }
  return { status: response.status, body };
}

/** A call whose answer is `{ data }`: the data, parsed with `schema`. */
export async function adminFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const { status, body } = await call(path, options);
  const answer = envelopeOf.safeParse(body);
  const data = answer.success ? schema.safeParse(answer.data.data) : undefined;
  if (!data?.success) throw new AdminApiError(status, UNREADABLE);
  return data.data;
}

/** A call whose answer has no body (204). */
export async function adminSend(path: string, options: CallOptions = {}): Promise<void> {
  await call(path, options);
}

export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Told on `window` when staff close a customer's request, so the nav's count follows. */
export const REQUESTS_CHANGED = 'admin-requests-changed';
