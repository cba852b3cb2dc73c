import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createServer, connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { BASIC, buildTestApp } from './helper';
import type { TestContext } from './helper';
import { createStaff } from './admin-support';

/**
 * Issue 22 point 3: limits that every instance shares. The per-minute request limits count in
 * Valkey or Redis when REDIS_URL is set (decision 020); the sign-in lockout counts in the
 * database (decision 008; seat holds and enquiries across instances: abuse-limits.test.ts).
 */

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) {
  console.warn(
    'shared-rate-limits: TEST_REDIS_URL (or REDIS_URL) is not set, so the tests that share ' +
      'per-minute limits through Valkey or Redis are skipped (.ci/run sets it).',
  );
}

const orderRead = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v2/order/${randomUUID()}`,
    headers: { authorization: BASIC, 'x-forwarded-for': ip },
  });

/** Two instances on one database, as behind a load balancer, with these settings. */
async function twoInstances(env: Record<string, string>) {
  const first = await buildTestApp(env);
  const second = await buildApp({ env: readEnv(env), database: first.database, logger: false });
  await second.ready();
  return { first, second, close: () => second.close().then(() => first.close()) };
}

describeWithRedis('per-minute limits with a shared store', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({
      REDIS_URL: redisUrl!,
      // A prefix of its own, so that no other run's counts are added to this one's.
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '4',
    });
  });
  afterAll(async () => pair.close());

  it('counts one client’s calls to every instance against one limit', async () => {
    const statuses: number[] = [];
    for (const app of [pair.first.app, pair.second, pair.first.app, pair.second]) {
      statuses.push((await orderRead(app, '203.0.113.40')).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404]);
    // Each instance has seen two calls only: the fifth is refused by the shared count.
    const fifth = await orderRead(pair.first.app, '203.0.113.40');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await orderRead(pair.second, '203.0.113.40')).statusCode).toBe(429);
  });

  it('keeps other clients’ counts apart', async () => {
    expect((await orderRead(pair.second, '203.0.113.41')).statusCode).toBe(404);
  });
});

/** A TCP relay to the store that a test can cut and restore, as if the store went away. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const store = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, store]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(store).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      relay.listen(port, '127.0.0.1', () => resolve((relay.address() as AddressInfo).port)),
    );
  const port = await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describeWithRedis('per-minute limits when the shared store goes away and comes back', () => {
  const lines: string[] = [];
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let ctx: TestContext;
  beforeAll(async () => {
    relay = await relayTo(redisUrl!);
    ctx = await buildTestApp(
      {
        REDIS_URL: relay.url,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_ORDER_READS_PER_MINUTE: '3',
      },
      { logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await relay.close();
  });
  const logged = (text: string) => lines.filter((line) => line.includes(text)).length;

  it('counts in memory while it is away, without a failed call, and shares again on its return', async () => {
    expect((await orderRead(ctx.app, '203.0.113.70')).statusCode).toBe(404);
    expect((await orderRead(ctx.app, '203.0.113.70')).statusCode).toBe(404);
    await relay.cut();
    // This instance's own count goes on from two: one more call, then 429.
    expect((await orderRead(ctx.app, '203.0.113.70')).statusCode).toBe(404);
    expect((await orderRead(ctx.app, '203.0.113.70')).statusCode).toBe(429);
    expect((await orderRead(ctx.app, '203.0.113.71')).statusCode).toBe(404);
    expect(logged('rate-limit store unreachable')).toBe(1);

    await relay.restore();
    await vi.waitFor(() => expect(logged('rate-limit store answers again')).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    // Counted in the store again: a new client's first call is there.
    expect((await orderRead(ctx.app, '203.0.113.72')).statusCode).toBe(404);
    const store = new Redis(redisUrl!);
    try {
      expect(await store.get(`${prefix}limit:order-reads:203.0.113.72`)).toBe('1');
    } finally {
      store.disconnect();
    }
    expect(logged('rate-limit store unreachable')).toBe(1);
  });
});

describe('per-minute limits when the shared store cannot be reached', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(
      // Nothing listens on port 1: every connection is refused.
      { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_ORDER_READS_PER_MINUTE: '3' },
      { logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } },
    );
  });
  afterAll(async () => ctx.close());

  it('answers every call, counts in memory, and says so once in the log', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await orderRead(ctx.app, '203.0.113.50')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const warnings = lines.filter((line) => line.includes('rate-limit store unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);
  });
});

describe('REDIS_URL', () => {
  it('takes a redis:// or rediss:// URL, and refuses anything else before the server starts', () => {
    expect(readEnv({}).REDIS_URL).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'rediss://cache.internal:6380/0' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/0',
    );
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });
});

describe('the staff sign-in lockout across instances', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ ADMIN_SIGN_IN_PER_MINUTE: '1000' });
  });
  afterAll(async () => pair.close());

  const signIn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'x-forwarded-for': '203.0.113.60' },
      payload: { email, password },
    });

  it('locks a client out after five wrong passwords however they are spread', async () => {
    const user = await createStaff(pair.first);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? pair.first.app : pair.second;
      statuses.push((await signIn(app, user.email, `guess ${i}`)).statusCode);
    }
    // The fifth failure locks: three reached one instance and two the other.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The right password, on either instance: refused while the lock lasts.
    expect((await signIn(pair.first.app, user.email, 'a long staff passphrase')).statusCode).toBe(
      429,
    );
    expect((await signIn(pair.second, user.email, 'a long staff passphrase')).statusCode).toBe(429);
  });
});
