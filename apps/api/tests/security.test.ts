import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { serializeError, serializeRequest } from '../src/log-redaction';
import {
  BASIC,
  bookTestOrder,
  buildTestApp,
  countAll,
  openTestDatabase,
  startPaymentFor,
} from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    RATE_LIMIT_WRITES_PER_MINUTE: '5',
    RATE_LIMIT_ORDER_READS_PER_MINUTE: '3',
  });
});
afterAll(async () => ctx.close());

describe('security headers', () => {
  it('sends a strict CSP, HSTS, frame-ancestors none and a referrer policy', async () => {
    const res = await ctx.call('GET', '/course/offline/location/all');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  const documentOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('keeps the headers that only a displayed document reads off JSON answers', async () => {
    const res = await ctx.call('GET', '/course/offline/location/all');
    for (const header of documentOnly) expect(res.headers[header], header).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends them with an HTML page, beside the strict policy', async () => {
    const { session_id } = await startPaymentFor(ctx, await bookTestOrder(ctx));
    const res = await ctx.app.inject({ method: 'GET', url: `/sandbox-checkout/${session_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const header of documentOnly) expect(res.headers[header], header).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('requests from other websites', () => {
  it('refuses a cross-origin write with 403 and writes nothing', async () => {
    const before = await countAll(ctx);
    const res = await ctx.call('POST', '/candidate', buildCandidate(), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Requests from other websites are not accepted.');
    expect(await countAll(ctx)).toEqual(before);
  });
});

describe('request size', () => {
  it('refuses a body over the limit with 413 in the error shape', async () => {
    const res = await ctx.call('POST', '/candidate', {
      ...buildCandidate(),
      comment: 'x'.repeat(70_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message once a client exceeds its write limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i += 1) {
      last = await ctx.call('POST', '/contact', {
        firstName: 'Amy',
        lastName: 'Jones',
        email: 'amy@example.com',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(last!.json().message).toMatch(/Too many requests. Please wait \d+ seconds/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never counts catalogue reads', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.call('GET', '/course/offline/location/all')).statusCode).toBe(200);
    }
  });

  it('limits order look-ups, which are the only key to an order', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await ctx.call('GET', '/order/5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11')).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('logs', () => {
  it('never write personal data, across a whole booking journey', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      env: readEnv({ LOG_LEVEL: 'trace' }),
      database,
      logger: { level: 'trace', stream },
    });
    const call = (method: 'POST' | 'GET' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v2${url}`, payload, headers: { authorization: BASIC } });
    const candidate = buildCandidate({
      nationalInsuranceNumber: 'QQ654321A',
      email: 'secret.person@example.com',
    });
    const { userId } = (await call('POST', '/candidate', candidate)).json().data;
    const { orderId } = (await call('POST', '/test', buildTestBooking({ userId }))).json().data;
    await call('PATCH', `/order/${orderId}`, { testingId: 'CITB998877', NI: 'QQ654321A' });
    await call('POST', '/payment', { orderId });
    await call('GET', `/order/${orderId}`);
    await call('POST', '/candidate', { ...candidate, postcode: 'nope' });
    await call('GET', `/address/postcode/${encodeURIComponent(candidate.postcode)}`);
    await call('GET', `/address/suggest?postcode=${encodeURIComponent(candidate.postcode)}`);
    await call('POST', '/candidate', { ...candidate, address: `${candidate.address}\u0000` });
    await app.close();
    await database.close();

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      'QQ654321A',
      candidate.dateOfBirth,
      'secret.person',
      candidate.address,
      candidate.phoneNumber,
      'SW1A 1AA',
      'SW1A%201AA',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('text the database cannot store', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(async () => plain.close());

  it.each([
    [
      'a NUL in a body field',
      'POST',
      '/candidate',
      { address: '221B Baker\u0000 Street' },
      'address',
    ],
    ['a lone surrogate in a body field', 'POST', '/candidate', { town: 'Leeds\ud800' }, 'town'],
    ['a NUL in a contact comment', 'POST', '/contact', { comment: 'hi\u0000' }, 'comment'],
  ] as const)(
    'refuses %s with 400 on that field, writing nothing',
    async (_name, method, url, change, field) => {
      const before = await countAll(plain);
      const body =
        url === '/contact'
          ? { firstName: 'Amy', lastName: 'Jones', ...change }
          : { ...buildCandidate(), ...change };
      const res = await plain.call(method, url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field, message: 'Please check this field.' }],
      });
      expect(await countAll(plain)).toEqual(before);
    },
  );

  it('refuses a body nested deeper than any of ours with 400, not a stack overflow', async () => {
    const before = await countAll(plain);
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/v2/candidate',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      payload: `${'['.repeat(32_000)}${']'.repeat(32_000)}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await countAll(plain)).toEqual(before);
  });

  it('refuses a NUL in a query string or a path with 400', async () => {
    const query = await plain.call('GET', '/address/suggest?postcode=SW1A%00');
    expect(query.statusCode).toBe(400);
    const path = await plain.call('GET', '/order/%00');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('logged errors', () => {
  it('keep a failed query without its parameters, which are personal data', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'QQ123456C',
    });
    const error = new DrizzleQueryError(
      'insert into "people" ("id", "national_insurance_number") values ($1, $2)',
      ['5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11', 'QQ123456C'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('QQ123456C');
  });

  it('keep a request without its query string or postcode', () => {
    expect(
      serializeRequest({ method: 'GET', url: '/api/v2/address/postcode/SW1A1AA', ip: '::1' }),
    ).toEqual({ method: 'GET', url: '/api/v2/address/postcode/[redacted]', remoteAddress: '::1' });
    expect(
      serializeRequest({ method: 'GET', url: '/api/admin/orders?q=jane%40example.com' }),
    ).toEqual({
      method: 'GET',
      url: '/api/admin/orders?[redacted]',
      remoteAddress: undefined,
    });
  });
});

describe('client addresses', () => {
  it('ignore X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = await buildTestApp({
      TRUST_PROXY: 'false',
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '2',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await direct.call(
          'GET',
          '/order/5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11',
          undefined,
          {
            'x-forwarded-for': `10.0.0.${i}`,
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answer in the error shape, not the framework default', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/v2/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ),
      );
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });
});

describe('a paid order', () => {
  it('keeps its candidate: PATCH /candidate answers 409 and changes nothing', async () => {
    const plain = await buildTestApp();
    try {
      const { userId } = (await plain.call('POST', '/candidate', buildCandidate())).json().data;
      const { orderId } = (await plain.call('POST', '/test', buildTestBooking({ userId }))).json()
        .data;
      const change = { email: 'someone.else@example.com' };
      expect((await plain.call('PATCH', `/candidate/${userId}`, change)).statusCode).toBe(200);
      await plain.database.db.execute(sql`update orders set status = 'paid' where id = ${orderId}`);
      const refused = await plain.call('PATCH', `/candidate/${userId}`, {
        email: 'third@example.com',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const rows = await plain.database.db.execute(
        sql`select email from people where id = ${userId}`,
      );
      expect(JSON.stringify(rows)).toContain('someone.else@example.com');
    } finally {
      await plain.close();
    }
  });
});
