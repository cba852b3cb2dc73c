import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { lastFreeChangeDay } from '@site/domain/fulfilment';
import { MESSAGES } from '@site/domain/validators';
import { buildCandidate, buildConfirmation } from '@site/domain/test-support';
import { changeRequests, orders, smsOptOuts } from '../src/db/schema';
import { referenceOf } from '../src/repositories/order-view';
import { admin, paidTestOrder } from './admin-support';
import { paidOrderOf } from './admin-kinds-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { buildTestApp, useTestApp, fieldError } from './helper';

const candidate = buildCandidate();
const { ctx, staff, move } = useAdminOrdersApp();

const lookup = (orderId: string, dateOfBirth = candidate.dateOfBirth) =>
  ctx.call('POST', '/bookings/lookup', { reference: referenceOf(orderId), dateOfBirth });

async function statusOf(orderId: string) {
  const res = await lookup(orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking;
}

const states = (booking: { timeline: { step: string; state: string }[] }) =>
  booking.timeline.map(({ step, state }) => `${step}:${state}`);

describe('POST /api/v2/bookings/lookup (issue 19)', () => {
  it('shows a paid test as paid, with the slot asked for, what to bring and the last free day', async () => {
    const orderId = await paidTestOrder(ctx);
    const booking = await statusOf(orderId);
    expect(booking).toMatchObject({
      reference: referenceOf(orderId),
      kind: 'test',
      description: 'CITB HS&E test: Operative',
      stage: 'paid',
      refunded: 0,
      request: null,
      requestsAllowed: { change: true, cancel: true },
      reminders: { off: false, cardExpiresOn: null, textsTo: '07••• •••123' },
    });
    expect(states(booking)).toEqual([
      'paid:current',
      'submitted:to-come',
      'confirmed:to-come',
      'completed:to-come',
    ]);
    expect(booking.timeline[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(booking.timeline[1].at).toBeNull();
    expect(booking.slot).toMatchObject({ confirmed: false, time: '09:30' });
    expect(booking.slot.words).toBe(
      `${formatLongDate(booking.slot.date)} at 9:30am, Aberdeen (Scotland) Test Centre, Ground Floor East Wing, Migvie House, 23 North Silver Street, Aberdeen, AB10 1RJ`,
    );
    expect(booking.whatToBring).toEqual([
      'Bring photo identification in the name James Wilson.',
      "It must be in date and one of these: a passport from any country, a UK or European photocard driving licence or two documents from CITB's lists, one with your photo and one with your signature.",
      'Arrive 15 minutes early, by 9:15am.',
    ]);
    expect(booking.changes).toEqual({
      // The booking is at Aberdeen: Scotland's working days count.
      lastFreeDay: lastFreeChangeDay(booking.slot.date, 'scotland'),
      late: false,
    });
  });

  it('shows a confirmed test with the booked slot in words and its own last free day', async () => {
    const orderId = await paidTestOrder(ctx);
    expect((await move(orderId, 'submitted')).statusCode).toBe(200);
    const submitted = await statusOf(orderId);
    expect(submitted.stage).toBe('submitted');
    expect(states(submitted)).toEqual([
      'paid:done',
      'submitted:current',
      'confirmed:to-come',
      'completed:to-come',
    ]);
    expect(submitted.timeline[1].at).toMatch(/^\d{4}-/);

    const slot = buildConfirmation('test');
    expect((await move(orderId, 'confirmed', slot)).statusCode).toBe(200);
    const booking = await statusOf(orderId);
    expect(booking.stage).toBe('confirmed');
    expect(states(booking)).toEqual([
      'paid:done',
      'submitted:done',
      'confirmed:current',
      'completed:to-come',
    ]);
    expect(booking.slot).toEqual({
      confirmed: true,
      date: slot.date,
      time: '09:30',
      words: `${formatLongDate(slot.date!)} at 9:30am, Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD`,
      lines: ['Your test booking reference is PV-4471920.'],
    });
    expect(booking.whatToBring).toContain('Arrive 15 minutes early, by 9:15am.');
    // Confirmed at Leeds: England and Wales's working days count.
    expect(booking.changes.lastFreeDay).toBe(lastFreeChangeDay(slot.date!, 'england-and-wales'));
  });

  it('shows a completed booking as done, with nothing left to ask for', async () => {
    const orderId = await paidTestOrder(ctx);
    for (const step of ['submitted', 'confirmed', 'completed'] as const) {
      expect((await move(orderId, step)).statusCode).toBe(200);
    }
    const booking = await statusOf(orderId);
    expect(booking.stage).toBe('completed');
    expect(states(booking)).toEqual([
      'paid:done',
      'submitted:done',
      'confirmed:done',
      'completed:current',
    ]);
    expect(booking.changes).toBeNull();
    expect(booking.whatToBring).toEqual([]);
    expect(booking.requestsAllowed).toEqual({ change: false, cancel: false });
  });

  it('shows a cancelled booking, then a refunded one with the amount refunded', async () => {
    const orderId = await paidTestOrder(ctx);
    expect((await move(orderId, 'submitted')).statusCode).toBe(200);
    expect((await move(orderId, 'cancelled')).statusCode).toBe(200);
    const cancelled = await statusOf(orderId);
    expect(cancelled.stage).toBe('cancelled');
    expect(states(cancelled)).toEqual(['paid:done', 'submitted:done', 'cancelled:current']);
    expect(cancelled.changes).toBeNull();
    expect(cancelled.requestsAllowed).toEqual({ change: false, cancel: false });

    expect((await move(orderId, 'refunded')).statusCode).toBe(200);
    const refunded = await statusOf(orderId);
    expect(refunded.stage).toBe('refunded');
    expect(states(refunded)).toEqual([
      'paid:done',
      'submitted:done',
      'cancelled:done',
      'refunded:current',
    ]);
    expect(refunded.refunded).toBe(refunded.price.total);
  });

  it('refunded straight from paid goes from paid to refunded', async () => {
    const orderId = await paidTestOrder(ctx);
    expect((await move(orderId, 'refunded')).statusCode).toBe(200);
    expect(states(await statusOf(orderId))).toEqual(['paid:done', 'refunded:current']);
  });

  it('shows a card application with no slot, and cannot cancel it once sent to CSCS', async () => {
    const orderId = await paidOrderOf(ctx, 'card');
    await ctx.database.db
      .update(orders)
      .set({ cardExpiresOn: '2029-06-30', remindersOffAt: new Date() })
      .where(eq(orders.id, orderId));
    const paid = await statusOf(orderId);
    expect(paid).toMatchObject({
      kind: 'card',
      slot: null,
      changes: null,
      whatToBring: [],
      requestsAllowed: { change: false, cancel: true },
      reminders: { off: true, cardExpiresOn: '2029-06-30' },
    });
    expect(paid.description).toMatch(/^CSCS .* card: /);
    const sent = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'submitted',
      note: 'Sent',
      reference: 'CSCS-A-5521',
    });
    expect(sent.statusCode).toBe(200);
    expect((await statusOf(orderId)).requestsAllowed).toEqual({ change: false, cancel: false });
  });

  it('shows an online course with its start date and no change rule', async () => {
    const orderId = await paidOrderOf(ctx, 'course-online');
    const booking = await statusOf(orderId);
    expect(booking.kind).toBe('course-online');
    expect(booking.slot).toMatchObject({ confirmed: false, time: null });
    expect(booking.slot.words).toBe(`Start on ${formatLongDate(booking.slot.date)}`);
    expect(booking.changes).toBeNull();
    expect(booking.whatToBring).toEqual([]);
    expect(booking.requestsAllowed).toEqual({ change: false, cancel: true });
  });

  it('shows a classroom course asked for at its venue, with a last free day', async () => {
    const orderId = await paidOrderOf(ctx, 'course-offline');
    const booking = await statusOf(orderId);
    expect(booking.slot.confirmed).toBe(false);
    expect(booking.slot.time).toMatch(/^\d\d:\d\d$/);
    // The first location by name, Birmingham: England and Wales's working days.
    expect(booking.changes.lastFreeDay).toBe(
      lastFreeChangeDay(booking.slot.date, 'england-and-wales'),
    );
    expect(booking.requestsAllowed).toEqual({ change: true, cancel: true });
  });

  it('shows the open change request and stops another, and the latest once it is done', async () => {
    const orderId = await paidTestOrder(ctx);
    const requestId = randomUUID();
    await ctx.database.db.insert(changeRequests).values({
      id: requestId,
      orderId,
      kind: 'change',
      preferredDates: ['2027-01-12', '2027-01-13'],
      preferredTime: 'morning',
      reason: 'Working away that week',
      late: false,
    });
    const open = await statusOf(orderId);
    expect(open.request).toMatchObject({
      kind: 'change',
      status: 'open',
      preferredDates: ['2027-01-12', '2027-01-13'],
      preferredTime: 'morning',
      late: false,
      outcomeNote: null,
    });
    expect(open.requestsAllowed).toEqual({ change: false, cancel: false });
    await ctx.database.db
      .update(changeRequests)
      .set({ status: 'declined', resolvedAt: new Date(), outcomeNote: 'No dates free then.' })
      .where(eq(changeRequests.id, requestId));
    const declined = await statusOf(orderId);
    expect(declined.request).toMatchObject({
      status: 'declined',
      outcomeNote: 'No dates free then.',
    });
    expect(declined.requestsAllowed).toEqual({ change: true, cancel: true });
  });

  it('says no mobile number once the number has replied STOP', async () => {
    const orderId = await paidTestOrder(ctx, { phoneNumber: '07700900456' });
    expect((await statusOf(orderId)).reminders.textsTo).toBe('07••• •••456');
    await ctx.database.db
      .insert(smsOptOuts)
      .values({ phoneNumber: '+447700900456' })
      .onConflictDoNothing();
    expect((await statusOf(orderId)).reminders.textsTo).toBeNull();
  });

  it('never returns the NI number, date of birth, address, postcode or whole phone number', async () => {
    const orderId = await paidTestOrder(ctx);
    expect((await move(orderId, 'submitted')).statusCode).toBe(200);
    expect((await move(orderId, 'confirmed', buildConfirmation('test'))).statusCode).toBe(200);
    const body = (await lookup(orderId)).body;
    for (const secret of [
      candidate.nationalInsuranceNumber,
      candidate.dateOfBirth,
      formatLongDate(candidate.dateOfBirth),
      candidate.address,
      candidate.postcode,
      candidate.phoneNumber,
      '7700900123',
      'AB 12 34 56 C',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toContain(orderId);
  });

  it('answers a wrong date of birth as an unknown reference: 404 and nothing of the booking', async () => {
    const orderId = await paidTestOrder(ctx);
    const wrong = await lookup(orderId, '1990-04-16');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: MESSAGES.bookingNotFound,
    });
    const unknown = await ctx.call('POST', '/bookings/lookup', {
      reference: '0000000000',
      dateOfBirth: candidate.dateOfBirth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('puts a bad reference or date on its field', async () => {
    const res = await ctx.call('POST', '/bookings/lookup', {
      reference: 'ABC',
      dateOfBirth: '1990-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      fieldError('reference', MESSAGES.bookingReference),
      fieldError('dateOfBirth', MESSAGES.dateInvalid),
    ]);
  });
});

describe('booking look-up limits', () => {
  const limited = useTestApp(() => buildTestApp({ RATE_LIMIT_BOOKING_LOOKUPS_PER_HOUR: '3' }));

  it('answers 429 in plain words after the per-address limit, even with the right details', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await limited.call('POST', '/bookings/lookup', {
        reference: `00000000${attempt}0`,
        dateOfBirth: candidate.dateOfBirth,
      });
      expect(res.statusCode).toBe(404);
    }
    const refused = await limited.call('POST', '/bookings/lookup', {
      reference: '1111111111',
      dateOfBirth: candidate.dateOfBirth,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        // The window is the clock's hour, so near its end the wait is in seconds.
        /^Too many requests\. Please wait \d+ (minutes|seconds) and try again\.$/,
      ),
    });
  });
});
