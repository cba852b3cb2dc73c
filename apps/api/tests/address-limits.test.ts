import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressLookup } from '../src/address/address-lookup';
import { AddressLookupFailed } from '../src/address/address-lookup';
import { cacheLookups } from '../src/address/cached-lookup';
import { readEnv } from '../src/config/env';
import { startGetAddressStub, startPostcodesIoStub } from './address-stubs';
import type { Stub } from './address-stubs';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

const API_KEY = 'addr_key_for_the_cache_tests';

describe('the limit on /address look-ups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The embedded lookup: the limit holds whichever provider answers.
    ctx = await buildTestApp({ RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE: '3' });
  });
  afterAll(async () => ctx?.close());

  it('is 30 a minute from one address unless set', () => {
    expect(readEnv({}).RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE).toBe(30);
  });

  it('answers 429 past RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE, for postcodes and suggestions alike', async () => {
    expect((await ctx.call('GET', '/address/postcode/LS6')).statusCode).toBe(200);
    expect((await ctx.call('GET', '/address/suggest?q=LS')).statusCode).toBe(200);
    expect((await ctx.call('GET', '/address/postcode/SW1A%201AA')).statusCode).toBe(200);

    for (const url of ['/address/postcode/LS6', '/address/suggest?q=LS']) {
      const refused = await ctx.call('GET', url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Another visitor is not held back, and neither are the catalogue reads.
    const elsewhere = await ctx.call('GET', '/address/postcode/LS6', undefined, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await ctx.call('GET', '/course/offline/location/all')).statusCode).toBe(200);
  });
});

describe("a remote provider's answers, kept for a few minutes", () => {
  let getAddress: Stub;
  let postcodesIo: Stub;
  let viaGetAddress: TestContext;
  let viaPostcodesIo: TestContext;
  beforeAll(async () => {
    getAddress = await startGetAddressStub(API_KEY);
    postcodesIo = await startPostcodesIoStub();
    viaGetAddress = await buildTestApp({
      ADDRESS_PROVIDER: 'getaddress',
      ADDRESS_API_KEY: API_KEY,
      ADDRESS_API_URL: getAddress.url,
    });
    viaPostcodesIo = await buildTestApp({
      ADDRESS_PROVIDER: 'postcodes-io',
      ADDRESS_API_URL: postcodesIo.url,
    });
  });
  afterAll(async () => {
    await viaGetAddress?.close();
    await viaPostcodesIo?.close();
    await getAddress?.close();
    await postcodesIo?.close();
  });

  it('answers a postcode asked for again without calling the provider', async () => {
    const first = await viaGetAddress.call('GET', '/address/postcode/SW1A%201AA');
    expect(first.statusCode).toBe(200);
    const calls = getAddress.requests.length;
    expect(calls).toBe(2); // autocomplete, then get

    for (const written of ['SW1A%201AA', 'sw1a1aa', 'Sw1A%20%201aA']) {
      const again = await viaGetAddress.call('GET', `/address/postcode/${written}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(getAddress.requests).toHaveLength(calls);
  });

  it('keeps suggestions, and answers that found nothing, as well', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await viaGetAddress.call('GET', '/address/suggest?q=LS1')).statusCode).toBe(200);
      // No suggestion at all: 'Could not find postcode'.
      expect((await viaGetAddress.call('GET', '/address/postcode/ZZ1%201ZZ')).statusCode).toBe(422);
      // A postcode nobody uses: 'Postcode not found'.
      expect((await viaPostcodesIo.call('GET', '/address/postcode/SW1A%209ZZ')).statusCode).toBe(
        404,
      );
    }
    const paths = getAddress.requests.map((r) => r.path);
    expect(paths.filter((path) => path === '/autocomplete/LS1')).toHaveLength(1);
    expect(paths.filter((path) => path === '/autocomplete/ZZ1 1ZZ')).toHaveLength(1);
    expect(postcodesIo.requests.filter((r) => r.path === '/postcodes/SW1A 9ZZ')).toHaveLength(1);
  });

  it('asks again after a failed call', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await viaPostcodesIo.call('GET', '/address/postcode/EH1%201AA');
      expect(res.statusCode).toBe(404);
    }
    expect(postcodesIo.requests.filter((r) => r.path === '/postcodes/EH1 1AA')).toHaveLength(2);
  });
});

describe('the answer cache', () => {
  /** A lookup that counts its calls; 'FAIL' fails, 'XX1' is not found. */
  function countingLookup() {
    const calls: string[] = [];
    const lookup: AddressLookup = {
      name: 'counting',
      async locate(postcode) {
        calls.push(postcode);
        if (postcode === 'FAIL') throw new AddressLookupFailed('test failed: HTTP 500');
        if (postcode === 'XX1') return undefined;
        return { postcode, latitude: 51.5, longitude: -0.1 };
      },
      async suggest(partial) {
        calls.push(`suggest ${partial}`);
        return [partial];
      },
    };
    return { calls, lookup };
  }

  it('forgets an answer after its time', async () => {
    let now = 0;
    const { calls, lookup } = countingLookup();
    const cached = cacheLookups(lookup, { ttlMs: 60_000, now: () => now });
    await cached.locate('M1');
    await cached.locate('XX1');
    now = 59_999;
    await cached.locate('M1');
    await cached.locate('XX1');
    expect(calls).toEqual(['M1', 'XX1']);
    now = 60_000;
    await cached.locate('M1');
    expect(calls).toEqual(['M1', 'XX1', 'M1']);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { calls, lookup } = countingLookup();
    const cached = cacheLookups(lookup, { maxEntries: 2 });
    await cached.locate('M1');
    await cached.locate('M2');
    await cached.locate('M1'); // M1 used again: M2 is now the oldest
    await cached.locate('M3'); // M2 goes
    await cached.locate('M1');
    await cached.locate('M3');
    expect(calls).toEqual(['M1', 'M2', 'M3']);
    await cached.locate('M2');
    expect(calls).toEqual(['M1', 'M2', 'M3', 'M2']);
  });

  it('asks once for questions that arrive together, and not again after a failure', async () => {
    const { calls, lookup } = countingLookup();
    const cached = cacheLookups(lookup);
    await Promise.all([cached.locate('M1'), cached.locate('m1'), cached.suggest('M', 10)]);
    await cached.suggest('M', 10);
    expect(calls).toEqual(['M1', 'suggest M']);
    await expect(cached.locate('FAIL')).rejects.toThrow(AddressLookupFailed);
    await expect(cached.locate('FAIL')).rejects.toThrow(AddressLookupFailed);
    expect(calls.filter((call) => call === 'FAIL')).toHaveLength(2);
  });
});
