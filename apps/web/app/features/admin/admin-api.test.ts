import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryAnsweredSchema, staffSessionSchema } from '@site/domain/schemas';
import { AdminApiError, adminFetch, whenSignedOut } from './admin-api';

afterEach(() => {
  vi.unstubAllGlobals();
  whenSignedOut(undefined);
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

async function failure(promise: Promise<unknown>): Promise<AdminApiError> {
  return promise.then(
    () => Promise.reject(new Error('expected a failure')),
    (error: AdminApiError) => error,
  );
}

describe('adminFetch', () => {
  it('gives the data of an answer, parsed with its schema', async () => {
    answer(200, { data: { staff: { email: 'a@example.com' }, csrfToken: 't' } });
    await expect(adminFetch('/session', staffSessionSchema)).resolves.toEqual({
      staff: { email: 'a@example.com' },
      csrfToken: 't',
    });
  });

  it('refuses an answer its schema does not describe', async () => {
    answer(200, { data: { answered: 'maybe' } });
    const error = await failure(adminFetch('/enquiries/x/answered', enquiryAnsweredSchema));
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error.status).toBe(200);
  });

  it("passes on the server's words and field errors, and says when the session ended", async () => {
    const signedOut = vi.fn();
    whenSignedOut(signedOut);
    answer(401, { status: 401, code: 'UNAUTHORISED', message: 'Sign in.' });
    const error = await failure(adminFetch('/session', staffSessionSchema));
    expect([error.status, error.code, error.message]).toEqual([401, 'UNAUTHORISED', 'Sign in.']);
    expect(signedOut).toHaveBeenCalledOnce();

    const errors = [{ field: 'reference', message: 'Enter the CITB or CSCS reference' }];
    answer(400, { status: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors });
    expect((await failure(adminFetch('/x', enquiryAnsweredSchema))).fieldErrors).toEqual(errors);
  });
});
