import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteLookup } from '../src/address/remote-lookup';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

const API_KEY = 'addr_key_never_in_a_browser';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A stand-in for the commercial address API: POST /autocomplete/{term} answers suggestions
 * (all of them, or the top N asked for), GET /get/{id} answers an address with its position.
 */
const requests: Recorded[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as { all?: boolean; top?: number }) : undefined;
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers['api-key'] !== API_KEY) return reply(401, { Message: 'Unauthorised' });

    const term = /^\/autocomplete\/(.+)$/.exec(path)?.[1];
    if (req.method === 'POST' && term) {
      if (term === 'EH1 1AA') return reply(500, { Message: 'Server error' });
      if (term === 'ZZ1 1ZZ') return reply(200, { suggestions: [] });
      const suggestions = Array.from({ length: 15 }, (_, i) => ({
        address: `${i + 1} Example Street, London, ${term}`,
        url: `/get/${term.replace(' ', '')}-${i + 1}`,
        id: `${term.replace(' ', '')}-${i + 1}`,
      }));
      const top = body?.all ? suggestions.length : (body?.top ?? 6);
      return reply(200, { suggestions: suggestions.slice(0, top) });
    }
    const id = /^\/get\/(.+)$/.exec(path)?.[1];
    if (req.method === 'GET' && id) {
      if (id.startsWith('YO11AA')) {
        // An address the provider knows, but without a position.
        return reply(200, { postcode: 'YO1 1AA', latitude: null, longitude: null });
      }
      return reply(200, {
        postcode: 'SW1A 1AA',
        latitude: 51.501009,
        longitude: -0.141588,
        town_or_city: 'London',
        formatted_address: ['1 Example Street', '', '', 'London', ''],
      });
    }
    return reply(404, { Message: 'Not found' });
  });
});

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Chosen the way the server chooses it: from the environment.
  ctx = await buildTestApp({
    ADDRESS_PROVIDER: 'remote',
    ADDRESS_API_KEY: API_KEY,
    ADDRESS_API_URL: baseUrl,
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
});

describe('the remote address lookup', () => {
  it('places a postcode through autocomplete (all results) and the details of a suggestion', async () => {
    expect(ctx.app.addressLookup.name).toBe('remote');
    const res = await ctx.call('GET', '/address/postcode/SW1A%201AA');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588 });
    expect(data.centres.length).toBeGreaterThan(0);
    expect(data.centres.length).toBeLessThanOrEqual(10);

    const [autocomplete, details] = requests;
    expect(autocomplete).toMatchObject({
      method: 'POST',
      path: '/autocomplete/SW1A 1AA',
      body: { all: true },
    });
    expect(details).toMatchObject({ method: 'GET', path: '/get/SW1A1AA-1' });
    // The key goes in a header from the server, never in a URL, and never back out.
    for (const request of requests) expect(request.headers['api-key']).toBe(API_KEY);
    expect(requests.some((r) => r.path.includes(API_KEY))).toBe(false);
    expect(res.body).not.toContain(API_KEY);
  });

  it('suggests the top 10 addresses for what was typed', async () => {
    const res = await ctx.call('GET', '/address/suggest?q=SW1A%201AA');
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json().data;
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toBe('1 Example Street, London, SW1A 1AA');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { top: 10 } });
    expect(res.body).not.toContain(API_KEY);
  });

  it('returns every suggestion when no limit is asked for', async () => {
    const lookup = createRemoteLookup({ apiKey: API_KEY, baseUrl });
    expect(await lookup.suggest('SW1A 1AA')).toHaveLength(15);
    expect(requests[0]).toMatchObject({ body: { all: true } });
  });

  it("answers 404 'Postcode not found' when the lookup call fails", async () => {
    const res = await ctx.call('GET', '/address/postcode/EH1%201AA');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'POSTCODE_NOT_FOUND', message: 'Postcode not found' });
  });

  it("answers 404 'Postcode not found' when the provider cannot be reached or refuses the key", async () => {
    const unreachable = createRemoteLookup({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    expect(await unreachable.locate('SW1A 1AA')).toBeUndefined();
    expect(await unreachable.suggest('SW1A', 10)).toEqual([]);
    const wrongKey = createRemoteLookup({ apiKey: 'wrong', baseUrl });
    expect(await wrongKey.locate('SW1A 1AA')).toBeUndefined();
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
    expect(requests.filter((r) => r.path.startsWith('/get/')).length).toBeLessThanOrEqual(3);
  });

  it('still refuses something that is not a postcode before calling the provider', async () => {
    const res = await ctx.call('GET', '/address/postcode/hello!');
    expect(res.statusCode).toBe(400);
    expect(requests).toHaveLength(0);
  });
});
