import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressLookupFailed } from '../src/address/address-lookup';
import { createPostcodesIoLookup } from '../src/address/postcodes-io-lookup';
import { addressApiUrl, addressLookupFromEnv } from '../src/address/select-lookup';
import { readEnv } from '../src/config/env';
import { startPostcodesIoStub } from './address-stubs';
import type { Stub } from './address-stubs';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

// A getAddress key left in the settings must not travel to another company's service.
const STRAY_KEY = 'getaddress_key_for_someone_else';

let stub: Stub;
let ctx: TestContext;
beforeAll(async () => {
  stub = await startPostcodesIoStub();
  ctx = await buildTestApp({
    ADDRESS_PROVIDER: 'postcodes-io',
    ADDRESS_API_URL: stub.url,
    ADDRESS_API_KEY: STRAY_KEY,
  });
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

describe('the postcodes.io lookup', () => {
  it('places a full postcode with GET /postcodes/{postcode}', async () => {
    expect(ctx.app.addressLookup.name).toBe('postcodes-io');
    const res = await ctx.call('GET', '/address/postcode/sw1a1aa');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      postcode: 'SW1A 1AA',
      latitude: 51.501009,
      longitude: -0.141588,
      town: 'Westminster',
    });
    expect(data.centres.length).toBeGreaterThan(0);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]).toMatchObject({
      method: 'GET',
      path: '/postcodes/SW1A 1AA',
      query: {},
      body: '',
    });
    for (const request of stub.requests) {
      expect(JSON.stringify(request)).not.toContain(STRAY_KEY);
    }
  });

  it("answers 404 'Postcode not found' for a well-formed postcode nobody uses", async () => {
    const res = await ctx.call('GET', '/address/postcode/SW1A%209ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSTCODE_NOT_FOUND', message: 'Postcode not found' });
    expect(stub.requests.map((r) => r.path)).toEqual(['/postcodes/SW1A 9ZZ']);
  });

  it('places the first part of a postcode, as the centre search sends it, with GET /outcodes/{outcode}', async () => {
    const res = await ctx.call('GET', '/address/postcode/ls6');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ postcode: 'LS6', latitude: 53.8198, town: 'Leeds' });
    expect(res.json().data.centres[0].centre.shortName).toMatch(/Leeds/);
    expect(stub.requests).toMatchObject([{ method: 'GET', path: '/outcodes/LS6', query: {} }]);

    const unknown = await ctx.call('GET', '/address/postcode/LS99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Postcode not found');
  });

  it("answers 422 'Could not find postcode' for a postcode without a position", async () => {
    const res = await ctx.call('GET', '/address/postcode/GY1%201AA');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Could not find postcode');
  });

  it("answers 404 'Postcode not found', and calls nobody, for what is not a UK postcode's shape", async () => {
    const res = await ctx.call('GET', '/address/postcode/ZZ9%209ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Postcode not found');
    expect(stub.requests).toHaveLength(0);
  });

  it('suggests postcodes with GET /postcodes/{partial}/autocomplete?limit=10', async () => {
    const res = await ctx.call('GET', '/address/suggest?q=sw1a');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.suggestions).toEqual(['SW1A 1AA', 'SW1A 2AA']);
    expect(stub.requests).toMatchObject([
      { method: 'GET', path: '/postcodes/sw1a/autocomplete', query: { limit: '10' } },
    ]);

    const none = await ctx.call('GET', '/address/suggest?q=YO1');
    expect(none.json().data.suggestions).toEqual([]);
  });

  it("answers 404 'Postcode not found' when the call fails, and the failure names no URL", async () => {
    const res = await ctx.call('GET', '/address/postcode/EH1%201AA');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Postcode not found');

    const unreachable = createPostcodesIoLookup({ baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.locate('SW1A 1AA')).rejects.toThrow(AddressLookupFailed);
    await expect(unreachable.suggest('SW1A', 10)).rejects.toThrow(
      /^postcodes\.io autocomplete failed: no answer/,
    );
    // A wrong ADDRESS_API_URL gets postcodes.io's 'Resource not found': a failure, not a
    // postcode nobody uses.
    const wrongPath = createPostcodesIoLookup({ baseUrl: `${stub.url}/v1` });
    await expect(wrongPath.locate('SW1A 1AA')).rejects.toThrow(
      'postcodes.io postcode failed: HTTP 404',
    );
  });
});

describe('choosing postcodes.io', () => {
  it('needs no key, and calls https://api.postcodes.io unless ADDRESS_API_URL says otherwise', () => {
    const env = readEnv({ ADDRESS_PROVIDER: 'postcodes-io' });
    expect(addressApiUrl(env)).toBe('https://api.postcodes.io');
    expect(addressLookupFromEnv(env).name).toBe('postcodes-io');
    const selfHosted = readEnv({
      ADDRESS_PROVIDER: 'postcodes-io',
      ADDRESS_API_URL: 'http://postcodes.internal:8000',
    });
    expect(addressApiUrl(selfHosted)).toBe('http://postcodes.internal:8000');
    expect(addressApiUrl(readEnv({}))).toBeUndefined();
  });
});
