import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { buildTestApp, openTestDatabase, useTestApp } from './helper';

describe('/health and /ready', () => {
  const ctx = useTestApp(() => buildTestApp({ RATE_LIMIT_ORDER_READS_PER_MINUTE: '1' }));

  it('/health answers 200 with no credential, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/ready answers 200 when the database answers and holds every migration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is outside /api/v2: no Basic header, no rate limit, however often it is asked', async () => {
    for (let probe = 0; probe < 5; probe += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/health' })).statusCode).toBe(404);
  });

  it('/ready answers 503 while the instance drains, /health still 200', async () => {
    ctx.app.readiness.draining = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.readiness.draining = false;
    }
  });
});

describe('/ready without a usable database', () => {
  async function appOn(database: Awaited<ReturnType<typeof openTestDatabase>>) {
    const app = await buildApp({ env: readEnv({}), database, logger: false });
    await app.ready();
    return app;
  }

  it('answers 503 before the migrations are applied, and 200 once they are', async () => {
    const database = await openTestDatabase({ migrate: false });
    const app = await appOn(database);
    try {
      const before = await app.inject({ method: 'GET', url: '/ready' });
      expect(before.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await database.migrate();
      const after = await app.inject({ method: 'GET', url: '/ready' });
      expect(after.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 once the database is closed', async () => {
    const database = await openTestDatabase();
    const app = await appOn(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database-unavailable' });
    } finally {
      await app.close();
    }
  });
});
