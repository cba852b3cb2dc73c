import { messageKeyOf } from '@site/domain/validators';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { AppOptions } from '../src/app';
import { readEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import type { Database } from '../src/db/client';
import { seedCourses } from '../src/repositories/course-seed';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';

export const BASIC = basicAuthorization(DEFAULT_API_BASIC_AUTH);

export const onPostgres = process.env.TEST_DB === 'postgres';

/** A fresh, empty database: in-memory PGlite, or a throw-away database on the PostgreSQL server. */
export async function openTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<Database & { url?: string }> {
  if (!onPostgres) return openDatabase({ dataDir: 'memory://', ...options });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 30, ...options });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The app's Prometheus metrics, when the test asked for them. */
  metrics?: AppOptions['metrics'];
  /** Calls the API with the web client's Basic header. */
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  countRows(table: string): Promise<number>;
  close(): Promise<void>;
}

/** What a test may swap in: a provider or lookup pointed at a local stub server. */
export interface TestAppOptions {
  paymentProvider?: AppOptions['paymentProvider'];
  addressLookup?: AppOptions['addressLookup'];
  /** Where a test reads the log lines; none unless asked. */
  logger?: AppOptions['logger'];
  /** Prometheus metrics for the app, made from its database (metrics tests). */
  metrics?: (database: Database) => NonNullable<AppOptions['metrics']>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  await seedCourses(database.db);
  const metrics = options.metrics?.(database);
  const app = await buildApp({
    paymentProvider: options.paymentProvider,
    addressLookup: options.addressLookup,
    metrics,
    env: readEnv({
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '100000',
      RATE_LIMIT_SEAT_HOLDS_PER_HOUR: '100000',
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000',
      RATE_LIMIT_ENQUIRIES_PER_DAY: '100000',
      RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE: '100000',
      ...env,
    }),
    database,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    metrics,
    call: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url: url.startsWith('/api') || url.startsWith('/sandbox') ? url : `/api/v2${url}`,
        payload: payload as InjectOptions['payload'],
        headers: { authorization: BASIC, ...headers },
      }),
    async countRows(table) {
      const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      return Number(rows[0]!.n);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One app for a test file: built before the file's tests, closed after them (then `after`, if
 * given). The context returned stands for that app, so the file can name it at the top.
 */
export function useTestApp(
  build: () => Promise<TestContext>,
  after?: () => Promise<void>,
): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await build();
  });
  afterAll(async () => {
    await current?.close();
    await after?.();
  });
  return new Proxy({} as TestContext, { get: (_target, key) => Reflect.get(current!, key) });
}

export const PERSONAL_TABLES = [
  'people',
  'enquiries',
  'orders',
  'cards',
  'payment_sessions',
  'payment_events',
  'course_seats',
  'email_outbox',
];

export async function countAll(ctx: TestContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PERSONAL_TABLES) counts[table] = await ctx.countRows(table);
  return counts;
}

/** A field error as the API sends it: the spec's words and, where they have one, their code. */
export function fieldError(field: string, message: string) {
  const code = messageKeyOf(message);
  return code ? { field, message, code } : { field, message };
}

export function expectFieldError(
  response: { statusCode: number; json(): unknown },
  field: string,
  message: string,
): void {
  expect(response.statusCode).toBe(400);
  const body = response.json() as {
    status: number;
    message: string;
    errors: { field: string; message: string }[];
  };
  expect(body.status).toBe(400);
  expect(body.message).toBe('Validation failed');
  // Each error carries the stable code of its words (issue 20), which pages in other languages
  // translate; the words stay the spec's English.
  expect(body.errors).toContainEqual(fieldError(field, message));
}

/** A candidate and a test booking for them, through the API: the order's id. */
export async function bookTestOrder(ctx: TestContext): Promise<string> {
  const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
  const booked = await ctx.call('POST', '/test', buildTestBooking({ userId }));
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.orderId;
}

/** POST /payment for an order: its checkout session. */
export async function startPaymentFor(
  ctx: TestContext,
  orderId: string,
): Promise<{ session_id: string; url: string }> {
  const res = await ctx.call('POST', '/payment', { orderId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A new candidate, and one seat held (the answer to POST /course/offline/seat) on a date of the first location. */
export async function candidateWithHeldSeat(
  ctx: TestContext,
  dateIndex: number,
): Promise<{ userId: string; held: LightMyRequestResponse }> {
  const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
  const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations;
  const held = await ctx.call('POST', '/course/offline/seat', {
    locationId: location.id,
    seatCount: 1,
    datetime: location.dates[dateIndex].datetime,
    name: 'Level 1 Award in Health and Safety',
    provider: 'SafeSite Training',
  });
  return { userId, held };
}
