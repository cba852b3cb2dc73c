import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import type { ApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'json' } }),
  );
}

async function refusal(): Promise<ApiError> {
  return apiRequest('/course/offline/seat', { method: 'POST', expect: [201] }).then(
    () => Promise.reject(new Error('expected a refusal')),
    (error: ApiError) => error,
  );
}

describe('apiRequest refusals', () => {
  it("say the spec's 'Failed' for an unexpected status, keeping the server's words apart", async () => {
    answer(409, { status: 409, code: 'ORDER_CLOSED', message: 'This order has expired.' });
    const error = await refusal();
    expect(error.message).toBe('Failed');
    expect(error.detail).toBe('This order has expired.');
  });

  it('pass on a rate limit in its own words, which say when to try again', async () => {
    const words = 'Too many requests. Please wait 12 minutes and try again.';
    answer(429, { status: 429, code: 'RATE_LIMITED', message: words });
    expect((await refusal()).message).toBe(words);
  });
});
