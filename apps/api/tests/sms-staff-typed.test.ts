import { describe, expect, it } from 'vitest';
import { STEP_FIELD_LIMITS } from '@site/domain/fulfilment';
import { countSmsSegments } from '@site/domain/sms';
import { buildConfirmation } from '@site/domain/test-support';
import { referenceOf } from '../src/repositories/order-view';
import { createSmsWorker } from '../src/sms/sms-worker';
import { admin } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import { capturingSender } from './sms-support';

const { ctx, staff } = useAdminOrdersApp();

/** A venue as staff type it, curly apostrophe and dash included, at the form's limit. */
const VENUE = (() => {
  const end = ', Leeds, LS9 0PS';
  const phrase = 'O’Connor’s Yard – Unit 4, Riverside Business Park, ';
  const max = STEP_FIELD_LIMITS.venueAddress;
  return phrase.repeat(Math.ceil(max / phrase.length)).slice(0, max - end.length) + end;
})();

describe('a classroom course confirmed by staff with a long venue typed with a curly apostrophe', () => {
  it('reaches the customer in GSM-7, within 2 segments, with the venue’s postcode', async () => {
    const orderId = await paidOrderOf(ctx, 'course-offline');
    const step = (to: string, fields: Record<string, string> = {}) =>
      admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
        to,
        note: to,
        emailCandidate: true,
        // The fixture's slot is not the day the course was booked for: staff mean it.
        confirmFar: true,
        ...fields,
      });
    expect((await step('submitted')).statusCode).toBe(200);
    const confirmed = await step(
      'confirmed',
      buildConfirmation('course-offline', { venueAddress: VENUE }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const texts = capturingSender();
    const worker = createSmsWorker({
      db: ctx.database.db,
      sender: texts.sender,
      publicBaseUrl: 'https://safesite-bookings.co.uk',
    });
    await worker.runOnce();
    await worker.stop();
    const reference = referenceOf(orderId);
    const body = texts.sent.find((sms) => sms.body.includes(`${reference} is confirmed`))?.body;
    expect(body, texts.sent.map((sms) => sms.body).join('\n')).toBeDefined();
    expect(countSmsSegments(body!)).toMatchObject({ encoding: 'GSM-7' });
    expect(countSmsSegments(body!).segments).toBeLessThanOrEqual(2);
    expect(body).toContain("at O'Connor's Yard - Unit 4, Riverside Business Park");
    expect(body).toContain('..., LS9 0PS.');
  });
});
