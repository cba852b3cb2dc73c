import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { createStaffUser } from '../src/staff/create-staff-user';
import { buildTestApp, useTestApp } from './helper';
import type { TestContext } from './helper';

export const STAFF_PASSWORD = 'a long staff passphrase';

export interface StaffSession {
  cookie: string;
  csrf: string;
  email: string;
}

let counter = 0;

/** A staff account made the way the create-user command makes it. */
export async function createStaff(ctx: TestContext, email?: string) {
  counter += 1;
  return createStaffUser(ctx.database.db, {
    email: email ?? `staff${counter}.${Date.now()}@example.com`,
    password: STAFF_PASSWORD,
  });
}

export function signInRequest(ctx: TestContext, email: string, password = STAFF_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    payload: { email, password },
  });
}

export async function signedInStaff(ctx: TestContext, email?: string): Promise<StaffSession> {
  const user = await createStaff(ctx, email);
  const res = await signInRequest(ctx, user.email);
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  return { cookie, csrf: res.json().data.csrfToken, email: user.email };
}

/** A call to /api/admin as a signed-in staff member, with the CSRF token on changes. */
export function admin(
  ctx: TestContext,
  session: StaffSession | undefined,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sessionHeaders: Record<string, string> = session
    ? { cookie: session.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf }) }
    : {};
  return ctx.app.inject({
    method,
    url: `/api/admin${path}`,
    payload: payload as InjectOptions['payload'],
    headers: { ...sessionHeaders, ...headers },
  });
}

/** The app of a back-office test file, with sign-in limits no test reaches. */
export function useAdminApp(options: Parameters<typeof buildTestApp>[1] = {}): TestContext {
  return useTestApp(() => buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '1000' }, options));
}

/** A staff member signed in before a file's tests (the session is filled in then). */
export function useSignedInStaff(ctx: TestContext): StaffSession {
  const staff = {} as StaffSession;
  beforeAll(async () => {
    Object.assign(staff, await signedInStaff(ctx));
  });
  return staff;
}

/**
 * A test booking paid on the sandbox's hosted page, as a candidate's browser would; or left at
 * the checkout (`pay: false`, an abandoned checkout).
 */
export async function paidTestOrder(
  ctx: TestContext,
  candidate: Parameters<typeof buildCandidate>[0] = {},
  booking: Parameters<typeof buildTestBooking>[0] = {},
  { pay = true } = {},
): Promise<string> {
  const userId = (await ctx.call('POST', '/candidate', buildCandidate(candidate))).json().data
    .userId as string;
  const booked = await ctx.call('POST', '/test', buildTestBooking({ ...booking, userId }));
  expect(booked.statusCode).toBe(201);
  const { orderId } = booked.json().data as { orderId: string };
  const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data as { url: string };
  if (!pay) return orderId;
  await payOnSandboxForm(ctx, url);
  return orderId;
}

/** Posts the sandbox's hosted card form as a candidate's browser would: the order is paid. */
/** Pays on the sandbox checkout's form as a customer would (name on the card as given). */
export async function payOnSandboxForm(ctx: TestContext, url: string, name = 'James Wilson') {
  const paid = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return paid;
}

export async function auditRows(ctx: TestContext, where = 'true') {
  const result = await ctx.database.db.execute(
    // Test-only SQL: the tests write `where` themselves.
    (await import('drizzle-orm')).sql.raw(
      `select actor, action, order_id, enquiry_id, detail from audit_log where ${where} order by id`,
    ),
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
