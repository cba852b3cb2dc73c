import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { BASIC } from './helper';
import {
  STAFF_PASSWORD,
  admin,
  auditRows,
  createStaff,
  paidTestOrder,
  signInRequest,
  signedInStaff,
  useAdminApp,
} from './admin-support';

const ctx = useAdminApp();

describe('back office input that could never be a session or a value', () => {
  it('treats an admin cookie that is not valid percent-encoding as no session', async () => {
    const orderId = await paidTestOrder(ctx);
    const before = await auditRows(ctx);
    for (const value of ['%', '%E0%A4%A', '%zz', '%%', 'abc%', '%ED%A0%80', '%00']) {
      for (const [method, path] of [
        ['GET', '/session'],
        ['GET', `/orders/${orderId}`],
        ['POST', '/sign-out'],
      ] as const) {
        const res = await admin(
          ctx,
          { cookie: `admin_session=${value}`, csrf: 'x', email: '' },
          method,
          path,
        );
        expect(res.statusCode, `${value} ${method} ${path}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORISED' });
      }
    }
    expect(await auditRows(ctx)).toEqual(before);
  });

  // Covered by the app-wide guard for NUL and lone surrogates in bodies, queries and params
  // (apps/api/src/app.ts): these pass once that guard is in place.
  it('refuses a sign-in email or password with a NUL or a lone surrogate, writing nothing', async () => {
    const user = await createStaff(ctx);
    const before = await auditRows(ctx);
    const attempts = [
      { email: 'probe@example.com\u0000', password: STAFF_PASSWORD },
      { email: 'probe@example.com\ud800', password: STAFF_PASSWORD },
      { email: `${user.email}\u0000`, password: STAFF_PASSWORD },
      { email: user.email, password: `${STAFF_PASSWORD}\u0000` },
    ];
    for (const payload of attempts) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/sign-in', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: expect.any(String) });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await auditRows(ctx)).toEqual(before);
    expect((await signInRequest(ctx, user.email)).statusCode).toBe(200);
  });
});

describe('back office beside the web app', () => {
  it('answers unknown /api/admin addresses like the admin scope: 401 signed out, JSON 404 signed in', async () => {
    // The web app's GET catch-all must not take these from the back office.
    const clientDir = await mkdtemp(join(tmpdir(), 'admin-web-'));
    await mkdir(join(clientDir, '404'));
    await writeFile(join(clientDir, '404/index.html'), '<h1>Page not found</h1>');
    await writeFile(join(clientDir, 'index.html'), '<h1>Home</h1>');
    const withWeb = await buildApp({
      env: readEnv({ ADMIN_SIGN_IN_PER_MINUTE: '1000' }),
      database: ctx.database,
      logger: false,
      webClientDir: clientDir,
    });
    await withWeb.ready();
    try {
      const staff = await signedInStaff(ctx);
      const get = (url: string, headers: Record<string, string> = {}) =>
        withWeb.inject({ method: 'GET', url, headers });
      for (const url of ['/api/admin/no-such-call', '/api/admin/orders/a/b/c', '/api/admin']) {
        const signedOut = await get(url);
        expect(signedOut.statusCode, url).toBe(401);
        expect(Object.keys(signedOut.json()).sort(), url).toEqual(['code', 'message', 'status']);
        const signedIn = await get(url, { cookie: staff.cookie });
        expect(signedIn.statusCode, url).toBe(404);
        expect(signedIn.json(), url).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      expect((await get('/api/admin/session', { cookie: staff.cookie })).statusCode).toBe(200);
      // Unknown /api/v2 addresses keep their JSON 404; other paths get the 404 page.
      for (const headers of [{}, { authorization: BASIC }] as Record<string, string>[]) {
        const v2 = await get('/api/v2/no-such-call', headers);
        expect(v2.statusCode).toBe(404);
        expect(v2.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      const page = await get('/no-such-page');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page not found');
    } finally {
      await withWeb.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
