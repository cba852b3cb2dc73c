import { beforeAll, describe, expect, it } from 'vitest';
import { buildCardApplication } from '@site/domain/test-support';
import { addMonths, cardRenewalTooEarlyMessage, todayInLondon } from '@site/domain/validators';
import {
  REGISTRATION_NUMBER,
  REGISTRATION_NUMBER_FORMAT,
  REQUIRED,
  TESTING_ID,
  TESTING_ID_FORMAT,
  UNKNOWN_ID,
  USER_NOT_FOUND,
  expectRefused,
  expectStatusAndNothingWritten,
  rowOf,
  without,
  useBookingValidationApp,
} from './validation-support';

const { ctx, candidate } = useBookingValidationApp();

describe('POST /card', () => {
  const application = () => {
    const {
      testingId: _t,
      registrationNumber: _r,
      ...body
    } = buildCardApplication({ userId: candidate.userId });
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

  it('refuses a renewal 2 years before its card expires, naming both dates, and makes no order', async () => {
    const expires = addMonths(todayInLondon(), 24);
    const body = {
      ...application(),
      type: 'Blue Skilled Worker',
      applicationType: 'Renew Card',
      trait: 'Bricklayer',
      requirements: ['nvq-level-2', 'hse-test'],
      cardExpiresOn: expires,
    };
    const message = cardRenewalTooEarlyMessage(expires);
    expect(message).toMatch(/^Your card expires on \w+day \d+ \w+ \d{4}\. You can renew from /);
    expect(message).toContain('Until then, keep using your card.');
    await expectRefused(ctx, 'POST', '/card?initiate_pay=true', body, 'cardExpiresOn', message);
    await expectRefused(
      ctx,
      'POST',
      '/card?initiate_pay=true',
      without(body, 'cardExpiresOn'),
      'cardExpiresOn',
      REQUIRED,
    );
    const due = { ...body, cardExpiresOn: addMonths(todayInLondon(), 5) };
    const res = await ctx.call('POST', '/card?initiate_pay=true', due);
    expect(res.statusCode, res.body).toBe(201);
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
    const {
      testingId: _t,
      registrationNumber: _r,
      ...body
    } = buildCardApplication({ userId: candidate.userId });
    const res = await ctx.call('POST', '/card', body);
    expect(res.statusCode, res.body).toBe(201);
    cardId = res.json().data.cardId;
  });

  it.each([
    [{ testingId: 'ABC123' }, 'testingId', TESTING_ID],
    [{ testingId: 'ABCDEFGH12345678' }, 'testingId', TESTING_ID],
    [{ testingId: 'CITB_12345' }, 'testingId', TESTING_ID_FORMAT],
    [{ registrationNumber: 'CSCS/12345' }, 'registrationNumber', REGISTRATION_NUMBER_FORMAT],
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
