import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardApplication, buildTestBooking } from '@site/domain/test-support';
import { BOOKING_HORIZON_MONTHS, addMonths, todayInLondon } from '@site/domain/validators';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import {
  CHECK,
  REGISTRATION_NUMBER,
  REQUIRED,
  TESTING_ID,
  UNKNOWN_ID,
  createCandidate,
  expectRefused,
  expectStatusAndNothingWritten,
  rowOf,
  without,
} from './validation-support';

// Issue 2: for every booking and order call, each missing or invalid field answers 400 with
// its message, and no row is written.

const USER_NOT_FOUND = 'Your details were not found. Please start again.';
const COURSE_DATE = 'Select a course date';
const ORDER_ID = 'That order reference is not valid';

let ctx: TestContext;
let userId: string;
let orderId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  userId = await createCandidate(ctx);
});
afterAll(async () => ctx.close());

const today = todayInLondon();
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);
const beyondHorizon = addMonths(today, BOOKING_HORIZON_MONTHS + 1);

describe('POST /test', () => {
  const booking = () => buildTestBooking({ userId });

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
    [
      'date',
      yesterday,
      'Choose a date from tomorrow: we need time to book your test with the centre',
    ],
    ['date', beyondHorizon, 'The date must be within the next 6 months'],
    ['date', '2030-02-30', 'Enter a real date'],
    [
      'alternateDate',
      yesterday,
      'Choose a date from tomorrow: we need time to book your test with the centre',
    ],
    ['date', today, 'Choose a date from tomorrow: we need time to book your test with the centre'],
    [
      'alternateDate',
      today,
      'Choose a date from tomorrow: we need time to book your test with the centre',
    ],
    ['testTime', '09:31', 'Select a time'],
    ['testTime', '9:30', 'Select a time'],
    ['testType', 'astronaut', 'Select a test type'],
    ['retake', 'yes', 'Select yes or no'],
    ['language', 'Klingon', 'Select a language this test is offered in'],
  ])('%s = %j answers "%s"', async (field, value, message) => {
    await expectRefused(ctx, 'POST', '/test', { ...booking(), [field]: value }, field, message);
  });

  it('refuses an alternate date that is the same as the date', async () => {
    const body = { ...booking(), alternateDate: booking().date };
    await expectRefused(
      ctx,
      'POST',
      '/test',
      body,
      'alternateDate',
      'The alternate date must be different from the first choice',
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

describe('POST /card', () => {
  const application = () => {
    const { testingId: _t, registrationNumber: _r, ...body } = buildCardApplication({ userId });
    return body;
  };

  it.each(['userId', 'type', 'applicationType', 'trait'])(
    'a missing %s is required',
    async (field) => {
      const body = without(application(), field);
      await expectRefused(ctx, 'POST', '/card?initiate_pay=true', body, field, REQUIRED);
    },
  );

  it.each([
    ['userId', UNKNOWN_ID, USER_NOT_FOUND],
    ['userId', 'user-1', USER_NOT_FOUND],
    ['type', 'Purple Wizard', 'Select a card type'],
    ['type', 'green labourer', 'Select a card type'],
    ['applicationType', 'Upgrade Card', 'Select an application type this card allows'],
    ['trait', 'Architect', 'Select the trade to be printed on the card'],
    ['trait', 'Astronaut', 'Select the trade to be printed on the card'],
  ])('%s = %j answers "%s"', async (field, value, message) => {
    const body = { ...application(), [field]: value };
    await expectRefused(ctx, 'POST', '/card?initiate_pay=true', body, field, message);
  });

  it('refuses an application type the card does not allow', async () => {
    const body = {
      ...application(),
      type: 'White Professionally Qualified Person',
      applicationType: 'Renew Card',
      trait: 'Architect',
    };
    await expectRefused(
      ctx,
      'POST',
      '/card?initiate_pay=true',
      body,
      'applicationType',
      'Select an application type this card allows',
    );
  });

  it('refuses an initiate_pay that is neither true nor false', async () => {
    await expectRefused(
      ctx,
      'POST',
      '/card?initiate_pay=yes',
      application(),
      'initiate_pay',
      'initiate_pay must be true or false',
    );
  });
});

describe('PATCH /card/{cardId}', () => {
  let cardId: string;
  beforeAll(async () => {
    const { testingId: _t, registrationNumber: _r, ...body } = buildCardApplication({ userId });
    const res = await ctx.call('POST', '/card', body);
    expect(res.statusCode, res.body).toBe(201);
    cardId = res.json().data.cardId;
  });

  it.each([
    [{ testingId: 'ABC123' }, 'testingId', TESTING_ID],
    [{ testingId: 'ABCDEFGH12345678' }, 'testingId', TESTING_ID],
    [{ testingId: 'CITB_12345' }, 'testingId', TESTING_ID],
    [{ registrationNumber: 'CSCS1234567890AB' }, 'registrationNumber', REGISTRATION_NUMBER],
    [{ registrationNumber: '12345' }, 'registrationNumber', REGISTRATION_NUMBER],
    [
      { testingId: 'CITB123456', registrationNumber: 'CSC' },
      'registrationNumber',
      REGISTRATION_NUMBER,
    ],
    [{}, 'testingId', TESTING_ID],
  ])('%j answers "%s: %s" and changes nothing', async (body, field, message) => {
    const stored = await rowOf(ctx, 'cards', cardId);
    await expectRefused(ctx, 'PATCH', `/card/${cardId}`, body, field, message);
    expect(await rowOf(ctx, 'cards', cardId)).toEqual(stored);
  });

  it('a cardId that is not one of ours is a bad field', async () => {
    await expectRefused(
      ctx,
      'PATCH',
      '/card/card-1',
      { testingId: 'CITB123456' },
      'cardId',
      'Please check this field.',
    );
  });

  it('an unknown cardId answers 404 and writes nothing', async () => {
    await expectStatusAndNothingWritten(
      ctx,
      () => ctx.call('PATCH', `/card/${UNKNOWN_ID}`, { testingId: 'CITB123456' }),
      404,
    );
  });

  it('takes references just inside the bounds with 200', async () => {
    const res = await ctx.call('PATCH', `/card/${cardId}`, {
      testingId: 'ABC1234',
      registrationNumber: 'CSCS1234567890A',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(ctx, 'cards', cardId)).toMatchObject({
      testing_id: 'ABC1234',
      registration_number: 'CSCS1234567890A',
    });
  });
});

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
        { userId },
        'seatId',
        COURSE_DATE,
      );
    });

    it('an unknown seat answers 404 and writes nothing', async () => {
      await expectStatusAndNothingWritten(
        ctx,
        () => ctx.call('POST', `/course/offline/book/${UNKNOWN_ID}?initiate_pay=true`, { userId }),
        404,
      );
    });
  });

  describe('POST /course/online', () => {
    const booking = () => ({ userId, type: 'Online', date: buildTestBooking().date });

    it.each(['userId', 'date'])('a missing %s is required', async (field) => {
      const body = without(booking(), field);
      await expectRefused(ctx, 'POST', '/course/online?initiate_pay=true', body, field, REQUIRED);
    });

    it.each([
      ['date', yesterday, 'The date must be today or in the future'],
      ['date', beyondHorizon, 'The date must be within the next 6 months'],
      ['date', '31/12/2030', 'Enter a real date'],
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

describe('PATCH /order/{orderId}', () => {
  beforeAll(async () => {
    const res = await ctx.call('POST', '/test', buildTestBooking({ userId }));
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().data.orderId;
  });

  it.each([
    [{ retake: 'yes' }, 'retake', 'Select yes or no'],
    [{ retake: 'true' }, 'retake', 'Select yes or no'],
    [{ retake: 1 }, 'retake', 'Select yes or no'],
    [{ testingId: 'ABC12' }, 'testingId', TESTING_ID],
    [{ testingId: 'ABC123' }, 'testingId', TESTING_ID],
    [{ testingId: 'ABCDEFGH12345678' }, 'testingId', TESTING_ID],
    [{ testingId: 'CITB-12/34' }, 'testingId', TESTING_ID],
    [{ testingId: 'CITB123456', NI: 'QQ12345' }, 'NI', CHECK],
    [{ NI: 'QQ123456CQQ123' }, 'NI', CHECK],
    [{ retake: true, testingId: 'ABC' }, 'testingId', TESTING_ID],
    [{}, 'testingId', TESTING_ID],
  ])('%j answers "%s: %s" and changes nothing', async (body, field, message) => {
    const stored = await rowOf(ctx, 'orders', orderId);
    await expectRefused(ctx, 'PATCH', `/order/${orderId}`, body, field, message);
    expect(await rowOf(ctx, 'orders', orderId)).toEqual(stored);
  });

  it('an orderId that is not one of ours is a bad field', async () => {
    await expectRefused(ctx, 'PATCH', '/order/order-1', { retake: true }, 'orderId', ORDER_ID);
  });

  it.each([{ retake: true }, { testingId: 'CITB123456' }])(
    'an unknown orderId answers 404 to %j and writes nothing',
    async (body) => {
      await expectStatusAndNothingWritten(
        ctx,
        () => ctx.call('PATCH', `/order/${UNKNOWN_ID}`, body),
        404,
      );
    },
  );

  it('takes a testing ID just inside the bound with 204', async () => {
    const res = await ctx.call('PATCH', `/order/${orderId}`, { testingId: 'ABC1234' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rowOf(ctx, 'orders', orderId)).toMatchObject({ testing_id: 'ABC1234' });
  });
});

describe('GET /order/{orderId}', () => {
  it('an orderId that is not one of ours is a bad field', async () => {
    await expectRefused(ctx, 'GET', '/order/order-1', undefined, 'orderId', ORDER_ID);
  });
});

describe('POST /payment', () => {
  it.each([
    [{}, REQUIRED],
    [{ orderId: null }, REQUIRED],
    [{ orderId: '' }, REQUIRED],
    [{ orderId: 'order-1' }, ORDER_ID],
    [{ orderId: 42 }, ORDER_ID],
    [{ orderId: `${UNKNOWN_ID}0` }, ORDER_ID],
  ])('%j answers "orderId: %s"', async (body, message) => {
    await expectRefused(ctx, 'POST', '/payment', body, 'orderId', message);
  });

  it('an unknown order answers 404 and opens no payment session', async () => {
    await expectStatusAndNothingWritten(
      ctx,
      () => ctx.call('POST', '/payment', { orderId: UNKNOWN_ID }),
      404,
    );
  });
});
