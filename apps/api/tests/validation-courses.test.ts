import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCardApplication, buildTestBooking } from '@site/domain/test-support';
import {
  COURSE_CLOSED,
  COURSE_DATE,
  REQUIRED,
  UNKNOWN_ID,
  USER_NOT_FOUND,
  bankHoliday,
  beyondHorizon,
  expectRefused,
  expectStatusAndNothingWritten,
  sunday,
  without,
  yesterday,
  useBookingValidationApp,
} from './validation-support';

const { ctx, candidate } = useBookingValidationApp();

describe('course calls', () => {
  let location: { id: number; dates: { datetime: string }[] };
  let seatId: string;
  const hold = () => ({
    locationId: location.id,
    seatCount: 1,
    datetime: location.dates[0]!.datetime,
    name: 'Level 1 Award in Health and Safety',
    provider: 'SafeSite Training',
  });

  beforeAll(async () => {
    const res = await ctx.call('GET', '/course/offline/location/all');
    location = res.json().data.locations[0];
    const held = await ctx.call('POST', '/course/offline/seat', hold());
    expect(held.statusCode, held.body).toBe(201);
    seatId = held.json().data.seatIds[0];
  });

  describe('POST /course/offline/seat', () => {
    it.each(['locationId', 'datetime', 'name', 'provider'])(
      'a missing %s is required',
      async (field) => {
        await expectRefused(
          ctx,
          'POST',
          '/course/offline/seat',
          without(hold(), field),
          field,
          REQUIRED,
        );
      },
    );

    it.each([
      ['seatCount', 2, 'You can book one seat at a time'],
      ['seatCount', 0, 'You can book one seat at a time'],
      ['seatCount', '1 seat', 'You can book one seat at a time'],
      ['datetime', 'next Tuesday', COURSE_DATE],
      ['datetime', '2030-13-01T09:00:00Z', COURSE_DATE],
      ['datetime', '2030-01-01T09:00:00Z', COURSE_DATE],
      ['datetime', `${sunday}T09:00:00Z`, COURSE_CLOSED],
      ['locationId', 99, 'Select a course location'],
      ['locationId', 'London', 'Select a course location'],
      ['locationId', -1, 'Select a course location'],
    ])('%s = %j answers "%s"', async (field, value, message) => {
      const body = { ...hold(), [field]: value };
      await expectRefused(ctx, 'POST', '/course/offline/seat', body, field, message);
    });
  });

  describe('POST /course/offline/book/{seatId}', () => {
    it.each([
      ['userId', UNKNOWN_ID, USER_NOT_FOUND],
      ['userId', 'user-1', USER_NOT_FOUND],
      ['userId', null, REQUIRED],
    ])('%s = %j answers "%s" and leaves the seat unbooked', async (field, value, message) => {
      const url = `/course/offline/book/${seatId}?initiate_pay=true`;
      await expectRefused(ctx, 'POST', url, { [field]: value }, field, message);
      const seats = await ctx.database.db.execute(
        sql`select order_id from course_seats where id = ${seatId}`,
      );
      expect((seats as unknown as { rows: { order_id: string | null }[] }).rows).toEqual([
        { order_id: null },
      ]);
    });

    it('a missing userId is required', async () => {
      const url = `/course/offline/book/${seatId}?initiate_pay=true`;
      await expectRefused(ctx, 'POST', url, {}, 'userId', REQUIRED);
    });

    it('a seat id that is not one of ours is a bad field', async () => {
      await expectRefused(
        ctx,
        'POST',
        '/course/offline/book/seat-1?initiate_pay=true',
        { userId: candidate.userId },
        'seatId',
        COURSE_DATE,
      );
    });

    it('an unknown seat answers 404 and writes nothing', async () => {
      await expectStatusAndNothingWritten(
        ctx,
        () =>
          ctx.call('POST', `/course/offline/book/${UNKNOWN_ID}?initiate_pay=true`, {
            userId: candidate.userId,
          }),
        404,
      );
    });
  });

  describe('POST /course/online', () => {
    const booking = () => ({
      userId: candidate.userId,
      type: 'Online',
      date: buildTestBooking().date,
    });

    it.each(['userId', 'date'])('a missing %s is required', async (field) => {
      const body = without(booking(), field);
      await expectRefused(ctx, 'POST', '/course/online?initiate_pay=true', body, field, REQUIRED);
    });

    it.each([
      ['date', yesterday, 'The date must be today or in the future'],
      ['date', beyondHorizon, 'The date must be within the next 6 months'],
      ['date', '31/12/2030', 'Enter a real date'],
      ['date', sunday, COURSE_CLOSED],
      ['date', bankHoliday, COURSE_CLOSED],
      ['type', 'Offline', 'Select how you want to take the course'],
      ['userId', UNKNOWN_ID, USER_NOT_FOUND],
      ['userId', 'user-1', USER_NOT_FOUND],
    ])('%s = %j answers "%s"', async (field, value, message) => {
      const body = { ...booking(), [field]: value };
      await expectRefused(ctx, 'POST', '/course/online?initiate_pay=true', body, field, message);
    });
  });
});

describe("a contact's userId", () => {
  // POST /contact (an enquiry) gives a userId too, but no date of birth, NI number or address
  // to book with: only a candidate's userId books.
  let contactId: string;
  beforeAll(async () => {
    const res = await ctx.call('POST', '/contact', { firstName: 'Marta', lastName: 'Kowalska' });
    expect(res.statusCode, res.body).toBe(201);
    contactId = res.json().data.userId;
  });

  it.each([
    ['/test', () => buildTestBooking({ userId: contactId })],
    ['/card?initiate_pay=true', () => buildCardApplication({ userId: contactId })],
    [
      '/course/online?initiate_pay=true',
      () => ({ userId: contactId, type: 'Online', date: buildTestBooking().date }),
    ],
  ])('books nothing with POST %s', async (url, body) => {
    await expectRefused(ctx, 'POST', url, body(), 'userId', USER_NOT_FOUND);
  });
});
