import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestBooking } from '@site/domain/test-support';
import {
  CHECK,
  NI_FORMAT,
  ORDER_ID,
  REQUIRED,
  TESTING_ID,
  TESTING_ID_FORMAT,
  UNKNOWN_ID,
  expectRefused,
  expectStatusAndNothingWritten,
  rowOf,
  useBookingValidationApp,
} from './validation-support';

const { ctx, candidate } = useBookingValidationApp();
let orderId: string;

describe('PATCH /order/{orderId}', () => {
  beforeAll(async () => {
    const res = await ctx.call('POST', '/test', buildTestBooking({ userId: candidate.userId }));
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
    [{ testingId: 'CITB-12/34' }, 'testingId', TESTING_ID_FORMAT],
    [{ NI: 'SK123456' }, 'NI', NI_FORMAT],
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
