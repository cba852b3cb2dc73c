import { AddressLookupFailed } from './address-lookup';

export interface ProviderCallOptions {
  /** How a failed call is named in its error, e.g. 'getAddress autocomplete'. */
  what: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** A JSON body: the call is then a POST instead of a GET. */
  json?: unknown;
}

/** An HTTP answer with a JSON body, whatever its status. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * Why a request got no answer, in words that cannot hold the URL: the error's name, and the
 * system error code (ECONNREFUSED, ENOTFOUND) when there is one. fetch's own messages may quote
 * the URL ('Failed to parse URL from …'), and getAddress's key is in its query string.
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'the request failed';
  if (error.name === 'TimeoutError') return 'timed out';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `no answer (${code})`
    : `no answer (${error.name})`;
}

/**
 * GET `url` (or POST `options.json` to it) and read its JSON answer. Network errors, timeouts and answers that are not JSON
 * throw AddressLookupFailed; the caller decides what each status means.
 */
export async function getJson(url: string, options: ProviderCallOptions): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await options.fetch(url, {
      ...(options.json === undefined
        ? { method: 'GET', headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(options.json),
          }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new AddressLookupFailed(`${options.what} failed: ${reasonOf(error)}`);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'timed out'
        : `HTTP ${response.status}, an answer that is not JSON`;
    throw new AddressLookupFailed(`${options.what} failed: ${reason}`);
  }
}

/** A coordinate as a provider should send it: a finite number. */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
