import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WindowCounter, limitPerClient } from '../src/plugins/app/client-limit';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { signInRequest } from './admin-support';

describe('WindowCounter', () => {
  it('counts each client apart and starts again when the minute has passed', () => {
    let now = 1_000_000;
    const counter = new WindowCounter(() => now);
    expect(counter.hit('a')).toEqual({ count: 1, msLeft: 60_000 });
    expect(counter.hit('b').count).toBe(1);
    now += 59_000;
    expect(counter.hit('a')).toEqual({ count: 2, msLeft: 1_000 });
    now += 1_000;
    expect(counter.hit('a')).toEqual({ count: 1, msLeft: 60_000 });
    expect(counter.hit('b').count).toBe(1);
  });
});

describe('limitPerClient', () => {
  it('answers 429 past the limit with when to try again, and other clients still pass', async () => {
    const app = Fastify({ trustProxy: true });
    app.get('/limited', { onRequest: limitPerClient(2) }, async () => ({ ok: true }));
    const from = (ip: string) =>
      app.inject({ url: '/limited', headers: { 'x-forwarded-for': ip } });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const refused = await from('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many requests. Please wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });
});

describe('back office sign-in limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '2' });
  });
  afterAll(async () => ctx.close());

  it('refuses a third try within the minute before the password is checked', async () => {
    expect((await signInRequest(ctx, 'someone@example.com', 'guess')).statusCode).toBe(401);
    expect((await signInRequest(ctx, 'someone@example.com', 'guess')).statusCode).toBe(401);
    const third = await signInRequest(ctx, 'someone@example.com', 'guess');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
  });
});
