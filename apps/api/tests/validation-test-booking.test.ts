import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '@site/domain/test-support';
import { planDaysAfter } from '@site/domain/planning';
import { addDays } from '@site/domain/validators';
import {
  REQUIRED,
  TEST_CLOSED,
  TEST_TOO_SOON,
  UNKNOWN_ID,
  USER_NOT_FOUND,
  centreBankHoliday,
  beyondHorizon,
  createCandidate,
  earliestTest,
  expectRefused,
  expectStatusAndNothingWritten,
  without,
  sunday,
  yesterday,
  today,
  useBookingValidationApp,
} from './validation-support';

const { ctx, candidate } = useBookingValidationApp();

describe('POST /test', () => {
  const booking = () => buildTestBooking({ userId: candidate.userId });

  it.each(['userId', 'location', 'date', 'alternateDate', 'testTime', 'testType', 'language'])(
    'a missing %s is required',
    async (field) => {
      await expectRefused(ctx, 'POST', '/test', without(booking(), field), field, REQUIRED);
    },
  );

  it.each(['userId', 'location', 'date', 'alternateDate', 'testTime', 'testType', 'language'])(
    'a blank %s is required',
    async (field) => {
      await expectRefused(ctx, 'POST', '/test', { ...booking(), [field]: '' }, field, REQUIRED);
    },
  );

  it.each([
    ['userId', UNKNOWN_ID, USER_NOT_FOUND],
    ['userId', 'user-1', USER_NOT_FOUND],
    ['location', 99_999, 'Select a test centre'],
    ['location', 'Aberdeen', 'Select a test centre'],
    ['location', 1.5, 'Select a test centre'],
    ['date', yesterday, TEST_TOO_SOON],
    ['date', beyondHorizon, 'The date must be within the next 6 months'],
    ['date', '2030-02-30', 'Enter a real date'],
    ['alternateDate', yesterday, TEST_TOO_SOON],
    ['date', today, TEST_TOO_SOON],
    ['alternateDate', today, TEST_TOO_SOON],
    // Tomorrow was taken before; the planner says centres need 3 working days.
    ['date', addDays(today, 1), TEST_TOO_SOON],
    ['date', addDays(earliestTest, -1), TEST_TOO_SOON],
    ['alternateDate', addDays(earliestTest, -1), TEST_TOO_SOON],
    ['date', sunday, TEST_CLOSED],
    ['date', centreBankHoliday, TEST_CLOSED],
    ['alternateDate', sunday, TEST_CLOSED],
    ['alternateDate', centreBankHoliday, TEST_CLOSED],
    ['testTime', '09:31', 'Select a time'],
    ['testTime', '9:30', 'Select a time'],
    ['testType', 'astronaut', 'Select a test type'],
    ['retake', 'yes', 'Select yes or no'],
    ['language', 'Klingon', 'Select a language this test is offered in'],
  ])('%s = %j answers "%s"', async (field, value, message) => {
    await expectRefused(ctx, 'POST', '/test', { ...booking(), [field]: value }, field, message);
  });

  it("books the planner's earliest test day, the first the date step offers", async () => {
    const body = {
      ...booking(),
      date: earliestTest,
      alternateDate: planDaysAfter(earliestTest, 1),
    };
    const res = await ctx.call('POST', '/test', body);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an alternate date that is the same as the date', async () => {
    const body = { ...booking(), alternateDate: booking().date };
    await expectRefused(
      ctx,
      'POST',
      '/test',
      body,
      'alternateDate',
      'The second-choice date must be different from the first choice',
    );
  });

  it('refuses a language the test type does not offer', async () => {
    const body = { ...booking(), testType: 'managers-and-professionals', language: 'Polish' };
    await expectRefused(
      ctx,
      'POST',
      '/test',
      body,
      'language',
      'Select a language this test is offered in',
    );
  });

  it('refuses a malformed Idempotency-Key header', async () => {
    await expectStatusAndNothingWritten(
      ctx,
      () => ctx.call('POST', '/test', booking(), { 'idempotency-key': 'short' }),
      400,
    );
  });

  it('refuses an Idempotency-Key reused for another candidate with 422, writing nothing', async () => {
    const key = `reused-key-${Date.now()}`;
    const first = await ctx.call('POST', '/test', booking(), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const otherUserId = await createCandidate(ctx);
    const body = await expectStatusAndNothingWritten(
      ctx,
      () =>
        ctx.call('POST', '/test', buildTestBooking({ userId: otherUserId }), {
          'idempotency-key': key,
        }),
      422,
    );
    expect(body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key, the same candidate, but a different booking: refused too.
    const changed = await ctx.call(
      'POST',
      '/test',
      { ...booking(), testType: 'working-at-height' },
      { 'idempotency-key': key },
    );
    expect(changed.statusCode, changed.body).toBe(422);
    // The same request again still answers with the first order.
    const again = await ctx.call('POST', '/test', booking(), { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
  });
});
