import { beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { buildTestApp, countAll, useTestApp, fieldError } from './helper';
import {
  CHECK,
  EMAIL,
  NI_FORMAT,
  PHONE,
  POSTCODE,
  REQUIRED,
  UNKNOWN_ID,
  address,
  createCandidate,
  expectRefused,
  expectStatusAndNothingWritten,
  letters,
  rowOf,
  without,
} from './validation-support';

// Issue 2: for every call, each missing or invalid field answers 400 with its §5 message,
// and no row is written.

const ctx = useTestApp(() => buildTestApp());

describe('POST /candidate', () => {
  const REQUIRED_FIELDS = [
    'title',
    'firstName',
    'lastName',
    'dateOfBirth',
    'nationalInsuranceNumber',
    'email',
    'address',
    'town',
    'postcode',
    'phoneNumber',
  ] as const;

  it.each(REQUIRED_FIELDS)('a missing %s is required', async (field) => {
    await expectRefused(
      ctx,
      'POST',
      '/candidate',
      without(buildCandidate(), field),
      field,
      REQUIRED,
    );
  });

  it.each(REQUIRED_FIELDS)('a null %s is required', async (field) => {
    const body = { ...buildCandidate(), [field]: null };
    await expectRefused(ctx, 'POST', '/candidate', body, field, REQUIRED);
  });

  it.each(REQUIRED_FIELDS)('a blank %s is required', async (field) => {
    const body = { ...buildCandidate(), [field]: '   ' };
    await expectRefused(ctx, 'POST', '/candidate', body, field, REQUIRED);
  });

  it.each([
    ['firstName', letters(2), CHECK],
    ['firstName', letters(34), CHECK],
    ['middleName', letters(2), CHECK],
    ['middleName', letters(34), CHECK],
    ['lastName', letters(2), CHECK],
    ['lastName', letters(34), CHECK],
    ['lastName', 'Wilson3', CHECK],
    ['nationalInsuranceNumber', 'QQ12345', CHECK],
    ['nationalInsuranceNumber', 'QQ123456CQQ123', CHECK],
    ['nationalInsuranceNumber', 'QQ12345!C', NI_FORMAT],
    ['nationalInsuranceNumber', 'SK123456', NI_FORMAT],
    ['nationalInsuranceNumber', 'GB123456A', NI_FORMAT],
    ['nationalInsuranceNumber', 'QQ123456C', NI_FORMAT],
    ['phoneNumber', '077009001', PHONE],
    ['phoneNumber', '077009001234', PHONE],
    ['phoneNumber', '07700 9OO123', PHONE],
    ['address', 'A', CHECK],
    ['address', address(79), CHECK],
    ['town', 'Ely', CHECK],
    ['town', letters(39), CHECK],
    ['postcode', 'SW1', POSTCODE],
    ['postcode', 'SW1A 1AAXX', POSTCODE],
    ['postcode', 'ABCDEFG', POSTCODE],
    ['email', 'not-an-email', EMAIL],
    ['email', 'james@example', EMAIL],
    ['title', 'Sir', 'Select a title'],
    ['dateOfBirth', '1990-02-30', 'Enter a real date'],
    ['dateOfBirth', '2999-01-01', 'Date of birth must be in the past'],
    ['firstName', 42, CHECK],
  ])('%s = %j answers "%s"', async (field, value, message) => {
    const body = { ...buildCandidate(), [field]: value };
    await expectRefused(ctx, 'POST', '/candidate', body, field, message);
  });

  it('names every bad field at once, and still writes nothing', async () => {
    const before = await countAll(ctx);
    const res = await ctx.call(
      'POST',
      '/candidate',
      buildCandidate({ firstName: 'Jo', postcode: 'SW1', email: 'not-an-email', town: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        fieldError('firstName', CHECK),
        fieldError('postcode', POSTCODE),
        fieldError('email', EMAIL),
        fieldError('town', REQUIRED),
      ]),
    );
    expect(await countAll(ctx)).toEqual(before);
  });

  it.each([
    ['firstName', letters(3)],
    ['firstName', letters(33)],
    ['middleName', letters(3)],
    ['middleName', letters(33)],
    ['middleName', ''],
    ['lastName', letters(3)],
    ['lastName', letters(33)],
    ['nationalInsuranceNumber', 'SK123456A'],
    ['nationalInsuranceNumber', 'sk 12 34 56 a'],
    ['phoneNumber', '0770090012'],
    ['phoneNumber', '07700 900123'],
    ['address', 'A1'],
    ['address', address(78)],
    ['town', 'Bath'],
    ['town', letters(38)],
    ['postcode', 'M1 1AE'],
    ['postcode', 'sw1a1aa'],
  ])('%s = %j is valid, just inside the bound', async (field, value) => {
    const before = await countAll(ctx);
    const res = await ctx.call('POST', '/candidate', { ...buildCandidate(), [field]: value });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe(201);
    expect(await countAll(ctx)).toEqual({ ...before, people: before.people! + 1 });
  });
});

describe('PATCH /candidate/{userId}', () => {
  let userId: string;
  beforeAll(async () => {
    userId = await createCandidate(ctx);
  });

  it.each([
    ['title', 'Sir', 'Select a title'],
    ['title', null, REQUIRED],
    ['address', '', REQUIRED],
    ['address', address(79), CHECK],
    ['town', 'Ely', CHECK],
    ['town', letters(39), CHECK],
    ['postcode', 'SW1', POSTCODE],
    ['dateOfBirth', '15/04/1990', 'Enter a real date'],
    ['nationalInsuranceNumber', 'QQ12345', CHECK],
    ['nationalInsuranceNumber', 'QQ123456CQQ123', CHECK],
    ['email', 'not-an-email', EMAIL],
    ['phoneNumber', '077009001', PHONE],
    ['phoneNumber', '077009001234', PHONE],
  ])('%s = %j answers "%s" and changes nothing', async (field, value, message) => {
    const stored = await rowOf(ctx, 'people', userId);
    // A valid change rides along, to prove a refused call applies none of its changes.
    const body = { town: 'Manchester', [field]: value };
    await expectRefused(ctx, 'PATCH', `/candidate/${userId}`, body, field, message);
    expect(await rowOf(ctx, 'people', userId)).toEqual(stored);
  });

  it('an empty change is refused', async () => {
    const stored = await rowOf(ctx, 'people', userId);
    await expectRefused(
      ctx,
      'PATCH',
      `/candidate/${userId}`,
      {},
      'body',
      'Change at least one detail',
    );
    expect(await rowOf(ctx, 'people', userId)).toEqual(stored);
  });

  it('a userId that is not one of ours is a bad field', async () => {
    await expectRefused(
      ctx,
      'PATCH',
      '/candidate/not-a-user',
      { town: 'Manchester' },
      'userId',
      'Your details were not found. Please start again.',
    );
  });

  it('an unknown userId answers 404 and writes nothing', async () => {
    await expectStatusAndNothingWritten(
      ctx,
      () => ctx.call('PATCH', `/candidate/${UNKNOWN_ID}`, { town: 'Manchester' }),
      404,
    );
  });

  it("an enquiry contact's userId answers 404: a contact gets no candidate details", async () => {
    const contact = await ctx.call('POST', '/contact', {
      firstName: 'Marta',
      lastName: 'Kowalska',
    });
    const contactId = contact.json().data.userId;
    await expectStatusAndNothingWritten(
      ctx,
      () => ctx.call('PATCH', `/candidate/${contactId}`, { town: 'Manchester' }),
      404,
    );
  });

  it('a valid change at the bounds answers 200', async () => {
    const res = await ctx.call('PATCH', `/candidate/${userId}`, {
      town: 'Bath',
      phoneNumber: '0770090012',
      postcode: 'm1 1ae',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(ctx, 'people', userId)).toMatchObject({
      town: 'Bath',
      // Stored in E.164, as every UK number is (issue 19).
      phone_number: '+44770090012',
      postcode: 'M1 1AE',
    });
  });
});
