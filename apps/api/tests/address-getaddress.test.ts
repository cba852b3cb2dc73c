import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressLookupFailed } from '../src/address/address-lookup';
import { createGetAddressLookup } from '../src/address/getaddress-lookup';
import { addressApiUrl, addressLookupFromEnv } from '../src/address/select-lookup';
import { readEnv } from '../src/config/env';
import { startGetAddressStub } from './address-stubs';
import type { Stub } from './address-stubs';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

const API_KEY = 'addr_key_never_in_a_browser';

let stub: Stub;
let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  stub = await startGetAddressStub(API_KEY);
  // Chosen the way the server chooses it: from the environment. Every log line is kept.
  ctx = await buildTestApp(
    { ADDRESS_PROVIDER: 'getaddress', ADDRESS_API_KEY: API_KEY, ADDRESS_API_URL: stub.url },
    { logger: { level: 'trace', stream: { write: (line) => logLines.push(line) } } },
  );
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

describe('the getAddress lookup', () => {
  it('places a postcode with GET /autocomplete (all results) and GET /get/{id}, the key in the query string', async () => {
    expect(ctx.app.addressLookup.name).toBe('getaddress');
    const res = await ctx.call('GET', '/address/postcode/SW1A%201AA');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588 });
    expect(data.centres.length).toBeGreaterThan(0);
    expect(data.centres.length).toBeLessThanOrEqual(10);

    expect(stub.requests).toHaveLength(2);
    const [autocomplete, details] = stub.requests;
    // Spec §7: a POST autocomplete by postcode, asking for all results.
    expect(autocomplete).toMatchObject({
      method: 'POST',
      path: '/autocomplete/SW1A 1AA',
      query: { 'api-key': API_KEY },
    });
    expect(JSON.parse(autocomplete!.body)).toEqual({ all: true });
    expect(details).toMatchObject({
      method: 'GET',
      path: '/get/SW1A1AA-1',
      query: { 'api-key': API_KEY },
    });
    // The key travels as documented, in the query string and nowhere else, and never back out.
    for (const request of stub.requests) {
      expect(request.headers['api-key']).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
    }
    expect(res.body).not.toContain(API_KEY);
  });

  it('suggests the top 10 addresses for what was typed', async () => {
    const res = await ctx.call('GET', '/address/suggest?q=SW1A%202AA');
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json().data;
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toBe('1 Example Street, London, SW1A 2AA');
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      path: '/autocomplete/SW1A 2AA',
      query: { 'api-key': API_KEY },
    });
    expect(JSON.parse(stub.requests[0]!.body)).toEqual({ top: 10 });
    expect(res.body).not.toContain(API_KEY);
  });

  it('returns every suggestion when no limit is asked for', async () => {
    const lookup = createGetAddressLookup({ apiKey: API_KEY, baseUrl: stub.url });
    expect(await lookup.suggest('SW1A 1AA')).toHaveLength(15);
    expect(stub.requests[0]?.query).toEqual({ 'api-key': API_KEY });
    expect(JSON.parse(stub.requests[0]!.body)).toEqual({ all: true });
  });

  it("answers 404 'Postcode not found' when the lookup call fails", async () => {
    const res = await ctx.call('GET', '/address/postcode/EH1%201AA');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSTCODE_NOT_FOUND', message: 'Postcode not found' });
  });

  it('fails with an error that names neither the key nor the URL when the provider cannot be reached or refuses the key', async () => {
    const failures = [
      createGetAddressLookup({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 }),
      createGetAddressLookup({ apiKey: API_KEY, baseUrl: 'http://exa mple.invalid' }),
      createGetAddressLookup({ apiKey: `${API_KEY}-wrong`, baseUrl: stub.url }),
    ];
    for (const lookup of failures) {
      for (const attempt of [lookup.locate('SW1A 1AA'), lookup.suggest('SW1A', 10)]) {
        const error = await attempt.then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error).toBeInstanceOf(AddressLookupFailed);
        const { message, stack } = error as Error;
        expect(message).toMatch(/^getAddress /);
        expect(`${message} ${stack}`).not.toContain(API_KEY);
        expect(`${message} ${stack}`).not.toContain('api-key=');
      }
    }
    const refused = await failures
      .at(-1)!
      .locate('SW1A 1AA')
      .catch((error: Error) => error.message);
    expect(refused).toBe('getAddress autocomplete failed: HTTP 401');
  });

  it("answers 422 'Could not find postcode' when there is no suggestion", async () => {
    const res = await ctx.call('GET', '/address/postcode/ZZ1%201ZZ');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'POSTCODE_UNUSABLE',
      message: 'Could not find postcode',
    });
  });

  it("answers 422 'Could not find postcode' when no suggestion has a usable position", async () => {
    const res = await ctx.call('GET', '/address/postcode/YO1%201AA');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Could not find postcode');
    // It tried a few suggestions before giving up, not every one of them.
    expect(stub.requests.filter((r) => r.path.startsWith('/get/')).length).toBeLessThanOrEqual(3);
  });

  it('still refuses something that is not a postcode before calling the provider', async () => {
    const res = await ctx.call('GET', '/address/postcode/hello!');
    expect(res.statusCode).toBe(400);
    expect(stub.requests).toHaveLength(0);
  });

  it('logs a failed call as a warning, never with the key', async () => {
    const refused = await buildTestApp(
      {
        ADDRESS_PROVIDER: 'getaddress',
        ADDRESS_API_KEY: 'another_key_kept_quiet',
        ADDRESS_API_URL: stub.url,
      },
      { logger: { level: 'trace', stream: { write: (line) => logLines.push(line) } } },
    );
    try {
      const res = await refused.call('GET', '/address/postcode/SW1A%201AA');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Postcode not found');
      expect(
        (await refused.call('GET', '/address/suggest?q=SW1A')).json().data.suggestions,
      ).toEqual([]);
    } finally {
      await refused.close();
    }
    const warnings = logLines.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.err?.message)).toContain(
      'getAddress autocomplete failed: HTTP 401',
    );
    // Every line this file's servers wrote, at trace level, the failed calls included.
    expect(logLines.length).toBeGreaterThan(10);
    for (const line of logLines) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain('another_key_kept_quiet');
      expect(line).not.toContain('api-key=');
    }
  });
});

describe('choosing getAddress', () => {
  it("takes ADDRESS_PROVIDER=getaddress, or 'remote' as before, and needs ADDRESS_API_KEY for both", async () => {
    for (const provider of ['getaddress', 'remote']) {
      expect(() => readEnv({ ADDRESS_PROVIDER: provider })).toThrow(
        `ADDRESS_API_KEY: required when ADDRESS_PROVIDER=${provider}`,
      );
      const env = readEnv({ ADDRESS_PROVIDER: provider, ADDRESS_API_KEY: API_KEY });
      expect(env.ADDRESS_PROVIDER).toBe('getaddress');
      expect(addressApiUrl(env)).toBe('https://api.getaddress.io');
      const lookup = addressLookupFromEnv({ ...env, ADDRESS_API_URL: stub.url });
      expect(lookup.name).toBe('getaddress');
      expect(await lookup.locate('sw1a1aa')).toMatchObject({ postcode: 'SW1A 1AA' });
    }
  });
});
