import { afterEach, describe, expect, it, vi } from 'vitest';
import { isClosedDay, weekdayOf } from '@site/domain/calendar';
import { buildTestBooking, nextDayWhere } from '@site/domain/test-support';
import { MESSAGES } from '@site/domain/validators';
import { courseDates } from '../src/db/schema';
import { nineAmLondon } from '../src/repositories/course-seed';
import { paidTestOrder } from './admin-support';
import { askFor } from './change-requests-support';
import { buildTestApp, fieldError, useTestApp } from './helper';
import { TEST_CLOSED, createCandidate, expectRefused } from './validation-support';

/*
 * Decision 027: a test centre, or a classroom, is closed on its own nation's bank holidays.
 * Monday 4 January 2027 is Scotland's 2 January holiday, a working day in England.
 */
const ctx = useTestApp(() => buildTestApp());

const EDINBURGH = 48;
const LEEDS = 87;
const BELFAST = 12;
/** Monday 7 December 2026: the January and March days below are within the 6 months. */
const pinToday = () => vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /test at the centre’s own nation', () => {
  const booking = (userId: string, location: number, date: string, alternateDate: string) =>
    buildTestBooking({ userId, location, date, alternateDate });

  it('refuses 4 January 2027 at a Scottish centre with the closed-day message, and books it at an English one', async () => {
    pinToday();
    const userId = await createCandidate(ctx);
    await expectRefused(
      ctx,
      'POST',
      '/test',
      booking(userId, EDINBURGH, '2027-01-04', '2027-01-06'),
      'date',
      TEST_CLOSED,
    );
    const leeds = await ctx.call(
      'POST',
      '/test',
      booking(userId, LEEDS, '2027-01-04', '2027-01-06'),
    );
    expect(leeds.statusCode, leeds.body).toBe(201);
  });

  it("refuses St Patrick's Day in Belfast as a second choice, and takes it in Edinburgh", async () => {
    pinToday();
    const userId = await createCandidate(ctx);
    await expectRefused(
      ctx,
      'POST',
      '/test',
      booking(userId, BELFAST, '2027-03-16', '2027-03-17'),
      'alternateDate',
      TEST_CLOSED,
    );
    const edinburgh = await ctx.call(
      'POST',
      '/test',
      booking(userId, EDINBURGH, '2027-03-16', '2027-03-17'),
    );
    expect(edinburgh.statusCode, edinburgh.body).toBe(201);
  });
});

describe('a change request at the booking’s own nation', () => {
  it('refuses a preferred date the booked Scottish centre is closed on; an English one takes it', async () => {
    const edinburgh = await paidTestOrder(ctx, {}, { location: EDINBURGH });
    const leeds = await paidTestOrder(ctx, {}, { location: LEEDS });
    pinToday();
    const change = {
      kind: 'change',
      preferredDates: ['2027-01-05', '2027-01-04'],
      preferredTime: 'any',
      reason: 'work',
    };
    const refused = await askFor(ctx, edinburgh, change);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      fieldError('preferredDates.1', MESSAGES.preferredDateClosed),
    ]);
    expect(await ctx.countRows(`change_requests where order_id = '${edinburgh}'`)).toBe(0);
    const taken = await askFor(ctx, leeds, change);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});

describe('a classroom course at its own nation', () => {
  // The next day Glasgow's classroom is shut and London's open (St Andrew's Day, 2 January).
  const scottishOnly = nextDayWhere(
    (date) =>
      weekdayOf(date) !== 0 &&
      isClosedDay(date, 'scotland') &&
      !isClosedDay(date, 'england-and-wales'),
  );
  const GLASGOW = 6;
  const LONDON = 1;

  it('neither lists nor sells a Glasgow seat on a Scottish bank holiday; London runs', async () => {
    const [year, month, day] = scottishOnly.split('-').map(Number) as [number, number, number];
    const startsAt = nineAmLondon(new Date(Date.UTC(year, month - 1, day)));
    // Dates seeded before the schedule knew Scotland's days.
    await ctx.database.db
      .insert(courseDates)
      .values([GLASGOW, LONDON].map((locationId) => ({ locationId, startsAt, capacity: 12 })))
      .onConflictDoNothing();
    ctx.app.courses.forgetListing();
    const locations = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations as { id: number; dates: { datetime: string }[] }[];
    const listed = (id: number) =>
      locations.find((location) => location.id === id)!.dates.map((date) => date.datetime);
    expect(listed(GLASGOW)).not.toContain(startsAt.toISOString());
    expect(listed(LONDON)).toContain(startsAt.toISOString());

    const hold = (locationId: number) =>
      ctx.call('POST', '/course/offline/seat', {
        locationId,
        seatCount: 1,
        datetime: startsAt.toISOString(),
        name: 'Level 1 Award',
        provider: 'CITB',
      });
    const glasgow = await hold(GLASGOW);
    expect(glasgow.statusCode, glasgow.body).toBe(400);
    expect(glasgow.json().errors).toEqual([fieldError('datetime', MESSAGES.courseDateClosed)]);
    expect((await hold(LONDON)).statusCode).toBe(201);
  });
});
