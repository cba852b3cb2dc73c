import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaffUser } from '../src/staff/create-staff-user';
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

describe('back office sign-in', () => {
  it('has no account until one is created', async () => {
    expect(await ctx.countRows('staff_users')).toBe(0);
    const res = await signInRequest(ctx, 'admin@example.com', 'admin');
    expect(res.statusCode).toBe(401);
  });

  it('signs in with argon2id and sets a strict HttpOnly session cookie', async () => {
    const user = await createStaff(ctx);
    const rows = await ctx.database.db.execute(
      sql`select password_hash from staff_users where email = ${user.email}`,
    );
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(STAFF_PASSWORD);

    const res = await signInRequest(ctx, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^admin_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).not.toContain('Secure');
    expect(res.json().data.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const session = await admin(
      ctx,
      { cookie: cookie.split(';')[0]!, csrf: '', email: '' },
      'GET',
      '/session',
    );
    expect(session.statusCode).toBe(200);
    expect(session.json().data.staff.email).toBe(user.email);
    // The session is stored by its hash: the cookie's token is not in the table.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const stored = await ctx.database.db.execute(sql`select id from staff_sessions`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const user = await createStaff(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });

  it('refuses a wrong password, and locks the account after five in a row', async () => {
    const user = await createStaff(ctx);
    for (let i = 1; i <= 4; i += 1) {
      const res = await signInRequest(ctx, user.email, 'not the password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The email address or password is wrong.');
    }
    const fifth = await signInRequest(ctx, user.email, 'not the password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('ACCOUNT_LOCKED');
    // Even the right password is refused while locked.
    const right = await signInRequest(ctx, user.email);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();

    // When the failures have lapsed, the right password works and the count starts again.
    await ctx.database.db.execute(
      sql`update sign_in_failures set at = at - interval '15 minutes' where account = ${user.email}`,
    );
    expect((await signInRequest(ctx, user.email)).statusCode).toBe(200);
    expect(
      await ctx.countRows(
        `sign_in_failures where account = '${user.email}' and at > now() - interval '15 minutes'`,
      ),
    ).toBe(0);

    const audit = await auditRows(ctx, `actor = '${user.email}'`);
    expect(audit.map((row) => row.action)).toEqual([
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-locked',
      'sign-in',
    ]);
  });

  it('counts parallel wrong guesses without letting any slip past the lock', async () => {
    const user = await createStaff(ctx);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => signInRequest(ctx, user.email, 'guess')),
    );
    expect(results.every((res) => res.statusCode === 401 || res.statusCode === 429)).toBe(true);
    expect((await signInRequest(ctx, user.email)).statusCode).toBe(429);
  });

  it('refuses the same email twice and short passwords when creating accounts', async () => {
    const user = await createStaff(ctx);
    await expect(
      createStaffUser(ctx.database.db, { email: user.email, password: STAFF_PASSWORD }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createStaffUser(ctx.database.db, { email: 'new@example.com', password: 'short' }),
    ).rejects.toThrow(/at least 12/);
  });

  it('ends a session at sign-out, after 30 minutes idle, and 8 hours after sign-in', async () => {
    const a = await signedInStaff(ctx);
    expect((await admin(ctx, a, 'POST', '/sign-out')).statusCode).toBe(204);
    expect((await admin(ctx, a, 'GET', '/session')).statusCode).toBe(401);

    const b = await signedInStaff(ctx);
    await ctx.database.db.execute(
      sql`update staff_sessions s set last_seen_at = now() - interval '31 minutes'
          from staff_users u where u.id = s.staff_user_id and u.email = ${b.email}`,
    );
    expect((await admin(ctx, b, 'GET', '/session')).statusCode).toBe(401);

    const c = await signedInStaff(ctx);
    await ctx.database.db.execute(
      sql`update staff_sessions s set expires_at = now() - interval '1 second'
          from staff_users u where u.id = s.staff_user_id and u.email = ${c.email}`,
    );
    expect((await admin(ctx, c, 'GET', '/session')).statusCode).toBe(401);

    // Use moves the idle clock on.
    const d = await signedInStaff(ctx);
    await ctx.database.db.execute(
      sql`update staff_sessions s set last_seen_at = now() - interval '29 minutes'
          from staff_users u where u.id = s.staff_user_id and u.email = ${d.email}`,
    );
    expect((await admin(ctx, d, 'GET', '/session')).statusCode).toBe(200);
    expect((await admin(ctx, d, 'GET', '/session')).statusCode).toBe(200);
  });

  it('refuses every change without the session CSRF token, and a cross-site origin', async () => {
    const staff = await signedInStaff(ctx);
    const orderId = await paidTestOrder(ctx);
    const changes: [string, unknown][] = [
      [`/orders/${orderId}/transitions`, { to: 'submitted', note: 'Sent', reference: 'CITB-1' }],
      [`/orders/${orderId}/notes`, { note: 'Called the candidate' }],
      [`/enquiries/00000000-0000-4000-8000-000000000000/answered`, undefined],
      ['/sign-out', undefined],
    ];
    for (const [path, payload] of changes) {
      const none = await admin(ctx, staff, 'POST', path, payload, { 'x-csrf-token': '' });
      expect(none.statusCode, path).toBe(403);
      const wrong = await admin(ctx, staff, 'POST', path, payload, {
        'x-csrf-token': `${staff.csrf.slice(0, -2)}xx`,
      });
      expect(wrong.statusCode, path).toBe(403);
    }
    // Another staff member's token is not this session's token.
    const other = await signedInStaff(ctx);
    const crossed = await admin(
      ctx,
      staff,
      'POST',
      `/orders/${orderId}/notes`,
      { note: 'x' },
      {
        'x-csrf-token': other.csrf,
      },
    );
    expect(crossed.statusCode).toBe(403);
    const foreign = await admin(
      ctx,
      staff,
      'POST',
      `/orders/${orderId}/notes`,
      { note: 'x' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.statusCode).toBe(403);
    // Nothing changed, and the session still works.
    expect(await ctx.countRows('order_notes')).toBe(0);
    expect((await admin(ctx, staff, 'GET', '/session')).statusCode).toBe(200);
  });

  it('answers every back office call with 401 and nothing else to anyone not signed in', async () => {
    const orderId = await paidTestOrder(ctx);
    const calls: [string, string, unknown?][] = [
      ['GET', '/session'],
      ['POST', '/sign-out'],
      ['GET', '/orders'],
      ['GET', '/orders?q=Wilson&status=paid'],
      ['GET', '/orders/export.csv'],
      ['GET', '/orders/export.csv?includeSensitive=yes'],
      ['GET', `/orders/${orderId}`],
      ['GET', '/orders/not-a-uuid'],
      ['POST', `/orders/${orderId}/transitions`, { to: 'refunded', note: 'x' }],
      ['POST', `/orders/${orderId}/notes`, { note: 'x' }],
      ['GET', '/enquiries'],
      ['POST', '/enquiries/00000000-0000-4000-8000-000000000000/answered'],
      ['GET', '/audit'],
      ['GET', '/no-such-call'],
      ['DELETE', '/audit'],
    ];
    const before = await auditRows(ctx);
    const bad = [undefined, { cookie: 'admin_session=forged-token', csrf: 'x', email: '' }];
    for (const session of bad) {
      for (const [method, path, payload] of calls) {
        const res = await admin(ctx, session, method as 'GET', path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(Object.keys(res.json()).sort(), path).toEqual(['code', 'message', 'status']);
        expect(res.body).not.toContain('Wilson');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(await auditRows(ctx)).toEqual(before);
  });
});
