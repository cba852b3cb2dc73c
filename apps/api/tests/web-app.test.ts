import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from '../src/plugins/app/web-app';

// A tiny stand-in for apps/web/build/client, laid out as the React Router prerender writes it.
let clientDir: string;
let app: FastifyInstance;

async function put(path: string, contents: string) {
  await mkdir(join(clientDir, path, '..'), { recursive: true });
  await writeFile(join(clientDir, path), contents);
}

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'web-app-'));
  await put('index.html', '<h1>Home</h1>');
  await put('cscs-blue-card/index.html', '<h1>Blue card</h1>');
  await put('book-citb-test/12/index.html', '<h1>Book a CITB test at Leeds</h1>');
  await put('__spa-fallback.html', '<p>SPA fallback</p>');
  await put('404/index.html', '<h1>Page not found</h1>');
  await put('assets/root-abc123.js', 'console.log("root")');
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await app.register(webApp, { clientDir });
  app.get('/api/v2/ping', async () => ({ data: 'pong' }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** A real HTTP request with the path exactly as given: inject would tidy some of these up. */
function rawGet(
  server: FastifyInstance,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('webApp plugin', () => {
  it('serves a prerendered page at its path, with or without a trailing slash', async () => {
    for (const url of ['/cscs-blue-card', '/cscs-blue-card/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Blue card');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The headers only a displayed document reads, which JSON answers go without.
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
    }
  });

  it('serves the home page at /', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Home');
  });

  it('answers the dynamic routes with the SPA fallback and status 200', async () => {
    for (const url of ['/success/ord_1', '/failed/ord_1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('SPA fallback');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves a test centre's prerendered booking page, and 404 for a centre that does not exist", async () => {
    const known = await app.inject({ url: '/book-citb-test/12' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('Book a CITB test at Leeds');
    for (const url of ['/book-citb-test/9999', '/book-citb-test/abc']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
    }
  });

  it('sends a form posted without scripts back to its page, reading none of it', async () => {
    for (const url of ['/cscs-blue-card', '/success/ord_1']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'firstName=Jane&nationalInsuranceNumber=AB123456C',
      });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe(url);
    }
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/no-such-page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('sends a page asked for in capitals to its one address, query and all', async () => {
    const page = await app.inject({ url: '/CSCS-Blue-Card?from=home' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/cscs-blue-card?from=home');
    const dynamic = await app.inject({ url: '/Success/ABC' });
    expect(dynamic.statusCode).toBe(302);
    expect(dynamic.headers.location).toBe('/success/abc');
    expect((await app.inject({ url: '/No-Such-Page' })).statusCode).toBe(404);
  });

  it('answers any other path with the 404 page and status 404', async () => {
    for (const url of [
      '/no-such-page',
      '/success',
      '/book-citb-test/1/extra',
      '/__spa-fallback.html',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers odd raw paths (empty host, bad host or port, backslash) with the 404 page', async () => {
    const local = Fastify();
    await local.register(webApp, { clientDir });
    await local.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const path of ['///', '//[', '//x:99999/', '/\\', '//evil.example/cscs-blue-card']) {
        const res = await rawGet(local, path);
        expect(res.status, path).toBe(404);
        expect(res.body, path).toContain('Page not found');
        expect(res.type, path).toMatch(/^text\/html/);
      }
      // Ordinary paths on the same server are unchanged.
      expect((await rawGet(local, '/cscs-blue-card/?x=1')).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ url: '/assets/root-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('does not cache a missing asset', async () => {
    const res = await app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('serves files at the top of the build, such as the favicon', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('leaves /api/ to the API: its routes work and unknown ones get the JSON 404', async () => {
    expect((await app.inject({ url: '/api/v2/ping' })).json()).toEqual({ data: 'pong' });
    const res = await app.inject({ url: '/api/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the pre-compressed file when the browser accepts brotli', async () => {
    await put('centers/index.html', '<h1>Centres</h1>');
    await writeFile(join(clientDir, 'centers/index.html.br'), 'fake-brotli');
    const local = Fastify();
    await local.register(webApp, { clientDir });
    const res = await local.inject({ url: '/centers', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The answer depends on Accept-Encoding, so a shared cache must keep the two apart.
    expect(res.headers.vary).toBe('accept-encoding');
    const plain = await local.inject({ url: '/centers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    await local.close();
  });
});
