// The fleet proof's HTTP client: every call goes through nginx, as a given client address
// (X-Forwarded-For, which nginx appends to and the instances trust from a loopback proxy).
/* global fetch, AbortSignal, Headers, performance */
import { setTimeout as sleep } from 'node:timers/promises';

/** Answers a client retries: the instance died or was draining, so nothing was acknowledged. */
const RETRYABLE = new Set([502, 503, 504]);
const TRIES = 5;

export function createClient({ origin, authorization, figures }) {
  let requestCount = 0;

  /**
   * One call, tried again on 502/503/504 or a dropped connection, with the same body and headers
   * (so with the same Idempotency-Key where the call has one). Answers { status, json, headers }.
   */
  async function call(method, path, { client, body, form, headers = {} } = {}) {
    const requestId = `fleet-${++requestCount}`;
    for (let attempt = 1; ; attempt += 1) {
      const began = performance.now();
      try {
        const res = await fetch(`${origin}${path}`, {
          method,
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
          headers: {
            ...(path.startsWith('/api/') && { authorization }),
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(form !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
            'x-forwarded-for': client,
            'x-request-id': requestId,
            ...headers,
          },
          body: body !== undefined ? JSON.stringify(body) : form,
        });
        const text = await res.text();
        figures.requests += 1;
        const kind = `${method} ${path.replace(/[0-9a-f-]{36}|cs_sandbox_\w+/g, '…').split('?')[0]}`;
        (figures.latencies[kind] ??= []).push(performance.now() - began);
        if (res.headers.get('x-request-id') === requestId) figures.requestIdsEchoed += 1;
        if (RETRYABLE.has(res.status) && attempt < TRIES) {
          figures.retries += 1;
          await sleep(150 * attempt);
          continue;
        }
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        return { status: res.status, json, headers: res.headers };
      } catch (error) {
        figures.dropped += 1;
        if (attempt >= TRIES) return { status: 0, error: String(error), headers: new Headers() };
        figures.retries += 1;
        await sleep(150 * attempt);
      }
    }
  }

  return { call };
}
