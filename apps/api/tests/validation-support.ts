import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { bankHolidayOn, nationOfCentre, weekdayOf } from '@site/domain/calendar';
import { getCentreById } from '@site/domain/catalogue';
import { buildCandidate, buildTestBooking, nextDayWhere } from '@site/domain/test-support';
import {
  BOOKING_HORIZON_MONTHS,
  addMonths,
  earliestTestDate,
  todayInLondon,
} from '@site/domain/validators';
import { buildTestApp, countAll, expectFieldError, useTestApp } from './helper';
import type { TestContext } from './helper';

/** Spec §5's messages, spelled out here so a changed message in the domain fails these tests. */
export const REQUIRED = 'This field is required';
export const CHECK = 'Please check this field.';
export const PHONE = 'Please enter a valid phone number.';
export const POSTCODE = 'Please enter a valid UK Postcode.';
export const TESTING_ID = 'Please enter a valid CITB Testing ID.';
export const REGISTRATION_NUMBER = 'Please enter a valid CSCS Card Registration Number.';
export const EMAIL = 'Please enter a valid email';

/** What a value of the right length but the wrong shape is told: what a valid one looks like. */
export const NI_FORMAT =
  'Enter your National Insurance number in the right format, like QQ 12 34 56 C';
export const TESTING_ID_FORMAT =
  'Enter your CITB testing ID in letters and numbers only, as in your test booking email. It begins with CITB00, for example CITB001234567';
export const REGISTRATION_NUMBER_FORMAT =
  'Enter your CSCS card registration number in letters and numbers only, as printed on your card, for example 12345678';
/** A test date before the planner's earliest day (3 working days on). */
export const TEST_TOO_SOON =
  'Choose a date at least 3 working days from today: we need time to book your test with the centre';

export const USER_NOT_FOUND = 'Your details were not found. Please start again.';
export const COURSE_DATE = 'Select a course date';
export const ORDER_ID = 'That order reference is not valid';
export const TEST_CLOSED =
  'Test centres are closed on Sundays and bank holidays. Choose another date';
export const COURSE_CLOSED = 'Courses do not run on Sundays and bank holidays. Choose another date';

/** Today, the day before, and a day past the booking horizon, in London. */
export const today = todayInLondon();
export const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);
/** The first day a test can be booked for: the planner's, 3 working days on. */
export const earliestTest = earliestTestDate(today);
/**
 * Days centres are closed (decision 027), on or after the earliest test day so that "too soon" does
 * not come first: the next Sunday, the next England and Wales bank holiday (the online
 * course's), and the next bank holiday where `buildTestBooking`'s centre is.
 */
export const sunday = nextDayWhere((date) => weekdayOf(date) === 0, earliestTest);
export const bankHoliday = nextDayWhere(
  (date) => bankHolidayOn(date, 'england-and-wales') !== undefined,
  earliestTest,
);
const fixtureNation = nationOfCentre(getCentreById(buildTestBooking().location)!);
export const centreBankHoliday = nextDayWhere(
  (date) => bankHolidayOn(date, fixtureNation) !== undefined,
  earliestTest,
);
export const beyondHorizon = addMonths(today, BOOKING_HORIZON_MONTHS + 1);

/** Names of `n` letters, and addresses of `n` characters, for the length bounds. */
export const letters = (n: number) => 'Abcdefghij'.repeat(4).slice(0, n);
export const address = (n: number) =>
  `10 Downing Street, Westminster, ${'x'.repeat(80)}`.slice(0, n);

/** A well-formed id that no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Sends one call and proves it was refused for `field` with `message`, and that no table
 * gained or lost a row.
 */
export async function expectRefused(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  field: string,
  message: string,
): Promise<void> {
  const before = await countAll(ctx);
  const res = await ctx.call(method, url, payload);
  expectFieldError(res, field, message);
  expect(await countAll(ctx)).toEqual(before);
}

/** Sends one call, expects `status` in the common error shape, and that no row was written. */
export async function expectStatusAndNothingWritten(
  ctx: TestContext,
  send: () => ReturnType<TestContext['call']>,
  status: number,
): Promise<{ status: number; code: string; message: string }> {
  const before = await countAll(ctx);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { status: number; code: string; message: string };
  expect(body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  expect(await countAll(ctx)).toEqual(before);
  return body;
}

/** One row as stored, to prove a refused PATCH changed nothing. */
export async function rowOf(
  ctx: TestContext,
  table: 'people' | 'orders' | 'cards',
  id: string,
): Promise<Record<string, unknown>> {
  const result = await ctx.database.db.execute(
    sql`select * from ${sql.identifier(table)} where id = ${id}`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

export async function createCandidate(ctx: TestContext): Promise<string> {
  const res = await ctx.call('POST', '/candidate', buildCandidate());
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { userId: string } }).data.userId;
}

/** `body` without `field`, as a client that never sent it. */
export function without<T extends object>(body: T, field: string): Record<string, unknown> {
  const copy = { ...body } as Record<string, unknown>;
  delete copy[field];
  return copy;
}

/**
 * Issue 2: for every booking and order call, each missing or invalid field answers 400 with its
 * message, and no row is written. The app for such a file, and a candidate made in it before the
 * file's tests, to book with.
 */
export function useBookingValidationApp() {
  const ctx = useTestApp(() => buildTestApp());
  const candidate = { userId: '' };
  beforeAll(async () => {
    candidate.userId = await createCandidate(ctx);
  });
  return { ctx, candidate };
}
