import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WindowCounter, clientOf, limitPerClient } from '../src/plugins/app/client-limit';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { signInRequest } from './admin-support';
import { buildCandidate } from '@site/domain/test-support';

describe('WindowCounter', () => {
  it('counts each client apart and starts again when the minute has passed', () => {
    let now = 1_000_000;
    const counter = new WindowCounter({ now: () => now });
    expect(counter.hit('a')).toEqual({ count: 1, msLeft: 60_000 });
    expect(counter.hit('b').count).toBe(1);
    now += 59_000;
    expect(counter.hit('a')).toEqual({ count: 2, msLeft: 1_000 });
    now += 1_000;
    expect(counter.hit('a')).toEqual({ count: 1, msLeft: 60_000 });
    expect(counter.hit('b').count).toBe(1);
  });
});

describe('WindowCounter past its size', () => {
  it('counts every new client, forgetting the window that began first', () => {
    let now = 0;
    const counter = new WindowCounter({ now: () => now, maxClients: 2 });
    counter.hit('a');
    now += 1_000;
    counter.hit('b');
    counter.hit('b');
    // A new client is counted, never let through uncounted: the oldest window makes room.
    expect(counter.hit('c').count).toBe(1);
    expect(counter.hit('c').count).toBe(2);
    expect(counter.hit('b').count).toBe(3);
    expect(counter.size).toBe(2);
  });

  it('keeps its memory bounded and every client limited under a flood of new addresses', () => {
    let now = 0;
    const counter = new WindowCounter({ now: () => now, maxClients: 1_000 });
    const limit = limitPerClient(3, counter);
    for (let i = 0; i < 50_000; i += 1) {
      counter.hit(`198.51.${i >> 8}.${i & 255}`);
      if (i % 1_000 === 0) now += 1;
      expect(counter.size).toBeLessThanOrEqual(1_000);
    }
    // A flooding address is still counted: its fourth request within the minute is refused.
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      let refused = false;
      const reply = {
        code: () => reply,
        header: () => reply,
        send: () => ((refused = true), reply),
      };
      limit({ ip: '203.0.113.50' } as never, reply as never, () => undefined);
      answers.push(refused ? 429 : 200);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('clientOf', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
    expect(clientOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientOf('2001:DB8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('makes a key of anything a proxy passes on, without throwing', () => {
    for (const odd of ['1:2:3:4:5:6:7::8:9', 'not-an-ip', '::', ':::', '']) {
      expect(typeof clientOf(odd)).toBe('string');
    }
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
    // Two addresses of one IPv6 /64 are one client.
    expect((await from('2001:db8:0:1::a')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1::b')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1::c')).statusCode).toBe(429);
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

describe('classroom seat holds', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ RATE_LIMIT_SEAT_HOLDS_PER_HOUR: '2' });
  });
  afterAll(async () => ctx.close());

  it('are limited per address and hour, so one address cannot take a date off sale', async () => {
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const hold = () =>
      ctx.call('POST', '/course/offline/seat', {
        locationId: location.id,
        seatCount: 1,
        datetime: location.dates[0].datetime,
        name: 'Level 1 Award in Health and Safety',
        provider: 'SafeSite Training',
      });
    expect((await hold()).statusCode).toBe(201);
    expect((await hold()).statusCode).toBe(201);
    const held = await ctx.countRows('course_seats');
    const refused = await hold();
    expect(refused.statusCode).toBe(429);
    // The hour is counted in the database in clock-hour windows: near the hour's end, the wait
    // is given in seconds.
    expect(refused.json().message).toMatch(/^Too many requests. Please wait \d+ (minutes|seconds)/);
    expect(await ctx.countRows('course_seats')).toBe(held);
    // Other calls are not held back by it.
    expect((await ctx.call('POST', '/candidate', buildCandidate())).statusCode).toBe(201);
  });
});
