import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { BASIC, buildTestApp, countAll, openTestDatabase } from './helper';
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
    expect(last!.json().message).toMatch(/Too many requests/);
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
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
