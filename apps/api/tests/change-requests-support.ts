import { futureWeekday } from '@site/domain/test-support';
import { referenceOf } from '../src/repositories/order-view';
import type { TestContext } from './helper';

/** The date of birth `buildCandidate` books with. */
export const CANDIDATE_DOB = '1990-04-15';

/** A day centres are open, at least `days` days ahead. */
export function openDay(days: number): string {
  return futureWeekday(days);
}

/** The customer's request from the booking's status page, with the reference and date of birth. */
export function askFor(ctx: TestContext, orderId: string, body: Record<string, unknown>) {
  return ctx.call('POST', '/bookings/requests', {
    reference: referenceOf(orderId),
    dateOfBirth: CANDIDATE_DOB,
    ...body,
  });
}

export const CHANGE = {
  kind: 'change',
  preferredDates: [openDay(30), openDay(33)],
  preferredTime: 'morning',
  reason: 'illness',
  reasonText: 'Broken wrist',
};
