import { describe, expect, it } from 'vitest';
import { bookingIdentityBody } from '@site/domain/schemas';
import { referenceOf } from '../src/repositories/order-view';
import { buildTestApp, useTestApp } from './helper';
import { paidTestOrder } from './admin-support';
import { createBookingIdentity } from '../src/bookings/identify-booking';
import { createBookingIdentityRepository } from '../src/repositories/booking-identity-repository';
import { createClientCounts } from '../src/repositories/client-counts';

const DOB = '1988-02-29';

describe('identifying a booking by reference and date of birth', () => {
  const ctx = useTestApp(() => buildTestApp({ BOOKING_WRONG_TRIES_PER_HOUR: '3' }));
  const identify = (reference: string, dateOfBirth: string) =>
    ctx.app.identifyBooking(bookingIdentityBody.parse({ reference, dateOfBirth }));

  it('opens a paid booking with its reference and the date of birth it was booked with', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB });
    const reference = referenceOf(orderId);
    expect(await identify(reference, DOB)).toEqual({ outcome: 'found', orderId });
    // As people copy it from a text: lower case, in groups.
    const typed = `${reference.slice(0, 5).toLowerCase()} ${reference.slice(5).toLowerCase()}`;
    expect(await identify(typed, DOB)).toEqual({ outcome: 'found', orderId });
  });

  it('answers a wrong date of birth as it answers an unknown reference', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB });
    expect(await identify(referenceOf(orderId), '1988-03-01')).toEqual({ outcome: 'not-found' });
    expect(await identify('0000000000', DOB)).toEqual({ outcome: 'not-found' });
  });

  it('does not open an order that was never paid', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB }, {}, { pay: false });
    expect(await identify(referenceOf(orderId), DOB)).toEqual({ outcome: 'not-found' });
  });

  it('stops guessing a reference after a few wrong dates, even with the right one', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB });
    const reference = referenceOf(orderId);
    for (const day of ['01', '02', '03']) {
      expect(await identify(reference, `1988-01-${day}`)).toEqual({ outcome: 'not-found' });
    }
    const refused = await identify(reference, DOB);
    expect(refused.outcome).toBe('too-many');
    // Another booking is not held up by it.
    const other = await paidTestOrder(ctx, { dateOfBirth: DOB });
    expect(await identify(referenceOf(other), DOB)).toEqual({ outcome: 'found', orderId: other });
  });

  it('compares no more than the limit of 200 wrong guesses sent at once', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB });
    const reference = referenceOf(orderId);
    const repository = createBookingIdentityRepository(ctx.database.db);
    let compared = 0;
    const identifyCounted = createBookingIdentity(
      {
        ...repository,
        ordersWithReference: async (ref: string) => {
          compared += 1;
          return repository.ordersWithReference(ref);
        },
      },
      createClientCounts(ctx.database.db),
      { wrongTriesPerHour: 5 },
    );
    const guesses = Array.from({ length: 200 }, (_, i) => {
      const day = new Date(Date.UTC(1960, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return identifyCounted(bookingIdentityBody.parse({ reference, dateOfBirth: day }));
    });
    const outcomes = await Promise.all(guesses);
    expect(compared).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o.outcome === 'not-found')).toHaveLength(compared);
    expect(outcomes.filter((o) => o.outcome === 'too-many')).toHaveLength(200 - compared);
  });

  it('gives a right answer its try back, so the owner does not use up the limit', async () => {
    const orderId = await paidTestOrder(ctx, { dateOfBirth: DOB });
    const reference = referenceOf(orderId);
    for (let i = 0; i < 5; i += 1) {
      expect(await identify(reference, DOB)).toEqual({ outcome: 'found', orderId });
    }
  });

  it('refuses a reference that is not 10 letters and numbers', () => {
    const parsed = bookingIdentityBody.safeParse({ reference: 'ABC', dateOfBirth: DOB });
    expect(parsed.success).toBe(false);
  });
});
