import { describe, expect, it } from 'vitest';
import { proposedRefund, requestCostWords } from '../src/fulfilment';
import type { RefundFacts } from '../src/fulfilment';
import { changeRequestBody, closedPreferredDates } from '../src/schemas';
import { openEverywhereFrom } from '../test-support';
import { MESSAGES, addDays, todayInLondon } from '../src/validators';
import { weekdayOf } from '../src/calendar';

const TEST: RefundFacts = {
  kind: 'test',
  stage: 'confirmed',
  late: false,
  officialFeePence: 3600,
  totalPence: 6100,
  refundedPence: null,
};

describe('the refund the terms propose for a cancellation', () => {
  it('refunds the official fee of a test cancelled in time, and keeps the service fee', () => {
    expect(proposedRefund(TEST).pence).toBe(3600);
    expect(proposedRefund({ ...TEST, stage: 'submitted' }).pence).toBe(3600);
    expect(proposedRefund({ ...TEST, kind: 'course-offline' }).pence).toBe(3600);
  });

  it('refunds nothing when the cancellation is late', () => {
    expect(proposedRefund({ ...TEST, late: true })).toMatchObject({ pence: 0 });
  });

  it('refunds everything before anything was booked or sent, late or not', () => {
    for (const kind of ['test', 'card', 'course-online', 'course-offline'] as const) {
      expect(proposedRefund({ ...TEST, kind, stage: 'paid', late: true }).pence).toBe(6100);
    }
  });

  it('refunds a card only before it goes to CSCS, an online course only before access is sent', () => {
    expect(proposedRefund({ ...TEST, kind: 'card', stage: 'submitted' }).pence).toBe(0);
    expect(proposedRefund({ ...TEST, kind: 'course-online', stage: 'submitted' }).pence).toBe(6100);
    expect(proposedRefund({ ...TEST, kind: 'course-online', stage: 'confirmed' }).pence).toBe(0);
  });

  it('never proposes more than is left after earlier refunds', () => {
    expect(proposedRefund({ ...TEST, refundedPence: 5000 }).pence).toBe(1100);
    expect(proposedRefund({ ...TEST, stage: 'paid', refundedPence: 1000 }).pence).toBe(5100);
  });
});

describe('what a request costs, in words', () => {
  it('says a free request is free until the end of the last free day', () => {
    expect(requestCostWords('test', 'change', { late: false, freeUntil: '2026-12-07' })).toBe(
      'Free: you are asking before the end of Monday 7 December 2026.',
    );
  });

  it('says a late change means paying the fee again and a late cancellation gets nothing', () => {
    const late = { late: true, freeUntil: '2026-12-07' };
    expect(requestCostWords('test', 'change', late)).toContain(
      'CITB keeps the official test fee, so moving it means paying the official test fee again',
    );
    expect(requestCostWords('course-offline', 'cancel', late)).toContain('gets no refund');
  });
});

describe('a change or cancellation request', () => {
  const identity = { reference: 'ab12-cd34ef', dateOfBirth: '1988-02-29' };
  const day = openEverywhereFrom(addDays(todayInLondon(), 7));
  const errors = (body: object) => {
    const parsed = changeRequestBody.safeParse({ ...identity, ...body });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a change with dates, a time and a reason', () => {
    const parsed = changeRequestBody.parse({
      ...identity,
      kind: 'change',
      preferredDates: [day],
      preferredTime: 'morning',
      reason: 'illness',
    });
    expect(parsed).toMatchObject({ reference: 'AB12CD34EF', lateAcknowledged: false });
  });

  it('asks for what a change needs, in plain words', () => {
    expect(errors({ kind: 'change' })).toEqual([
      ['preferredDates', MESSAGES.preferredDates],
      ['preferredTime', MESSAGES.preferredTime],
      ['reason', MESSAGES.requestReason],
    ]);
    expect(
      errors({ kind: 'change', preferredDates: [day], preferredTime: 'any', reason: 'other' }),
    ).toEqual([['reasonText', MESSAGES.requestReasonText]]);
  });

  it('refuses a repeated date, a Sunday, a date today and more than 3 dates', () => {
    const base = { kind: 'change', preferredTime: 'any', reason: 'work' };
    let sunday = addDays(todayInLondon(), 8);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    expect(errors({ ...base, preferredDates: [day, day] })).toEqual([
      ['preferredDates.1', MESSAGES.preferredDateSame],
    ]);
    expect(errors({ ...base, preferredDates: [sunday] })).toEqual([
      ['preferredDates.0', MESSAGES.preferredDateClosed],
    ]);
    expect(errors({ ...base, preferredDates: [todayInLondon()] })).toEqual([
      ['preferredDates.0', MESSAGES.testDateToday],
    ]);
    expect(
      errors({ ...base, preferredDates: [day, addDays(day, 1), addDays(day, 2), addDays(day, 3)] }),
    ).toContainEqual(['preferredDates', MESSAGES.preferredDatesTooMany]);
  });

  it('takes a cancellation with no reason, and bounds the words', () => {
    expect(errors({ kind: 'cancel' })).toEqual([]);
    expect(errors({ kind: 'cancel', reasonText: 'x'.repeat(501) })).toEqual([
      ['reasonText', MESSAGES.requestReasonTooLong],
    ]);
    expect(errors({ kind: 'move' })).toEqual([['kind', MESSAGES.requestKind]]);
  });
});

describe("preferred dates at the booking's own nation (decision 027)", () => {
  it('finds the dates closed where the booking is, as field errors', () => {
    const dates = ['2027-11-29', '2027-11-30', '2027-03-29'];
    expect(closedPreferredDates(dates, 'scotland')).toEqual([
      { field: 'preferredDates.1', message: MESSAGES.preferredDateClosed },
    ]);
    expect(closedPreferredDates(dates, 'england-and-wales')).toEqual([
      { field: 'preferredDates.2', message: MESSAGES.preferredDateClosed },
    ]);
  });
});
