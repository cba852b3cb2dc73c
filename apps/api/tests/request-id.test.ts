import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BASIC, buildTestApp, useTestApp } from './helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids behind a trusted proxy (TRUST_PROXY=loopback; inject comes from 127.0.0.1)', () => {
  const lines: string[] = [];
  const ctx = useTestApp(() =>
    buildTestApp(
      { LOG_LEVEL: 'info' },
      {
        logger: {
          level: 'info',
          stream: new Writable({
            write(chunk, _enc, done) {
              lines.push(String(chunk));
              done();
            },
          }),
        },
      },
    ),
  );

  it('echoes the proxy’s X-Request-Id, and every log line of the request carries it', async () => {
    const res = await ctx.call('GET', '/course/offline/location/all', undefined, {
      'x-request-id': 'edge-7f3a.42_b',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42_b');
    const own = lines.map((line) => JSON.parse(line)).filter((l) => l.reqId === 'edge-7f3a.42_b');
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a random UUID when none is sent, on errors, 404s and refusals too', async () => {
    const answers = [
      await ctx.call('GET', '/course/offline/location/all'),
      await ctx.app.inject({ method: 'GET', url: '/api/v2/course/offline/location/all' }),
      await ctx.call('GET', '/no-such-thing'),
      await ctx.call('POST', '/candidate', { firstName: '' }),
      await ctx.app.inject({ method: 'GET', url: '/some/page' }),
      await ctx.app.inject({ method: 'GET', url: '/health' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400, 404, 200]);
    const ids = answers.map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = lines.map((line) => JSON.parse(line).reqId);
    for (const id of ids.slice(0, 5)) expect(logged).toContain(id);
  });

  it('refuses an id of an unsafe shape or length, and makes its own', async () => {
    for (const given of ['a b', 'x'.repeat(129), 'id\u00e9', '../../etc', '']) {
      const res = await ctx.call('GET', '/course/offline/location/all', undefined, {
        'x-request-id': given,
      });
      expect(res.headers['x-request-id'], given).toMatch(UUID);
    }
  });
});

describe('request ids from a client no proxy setting names', () => {
  const ctx = useTestApp(() => buildTestApp({ TRUST_PROXY: '10.0.0.5' }));

  it('ignores the X-Request-Id it sends, and gives the answer a fresh UUID', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/course/offline/location/all',
      headers: { authorization: BASIC, 'x-request-id': 'chosen-by-the-client' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes it from the named proxy', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '10.0.0.5',
      headers: { 'x-request-id': 'from-the-proxy' },
    });
    expect(res.headers['x-request-id']).toBe('from-the-proxy');
  });
});
