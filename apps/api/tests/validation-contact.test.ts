import { describe, expect, it } from 'vitest';
import { buildContact } from '@site/domain/test-support';
import { buildTestApp, countAll, useTestApp } from './helper';
import {
  CHECK,
  EMAIL,
  PHONE,
  REQUIRED,
  address,
  expectRefused,
  letters,
  rowOf,
  without,
} from './validation-support';

// Issue 2: for every call, each missing or invalid field answers 400 with its §5 message,
// and no row is written.

const ctx = useTestApp(() => buildTestApp());

describe('POST /contact', () => {
  it('needs only firstName and lastName, and defaults the title to Mr', async () => {
    const before = await countAll(ctx);
    const res = await ctx.call('POST', '/contact', { firstName: 'Amy', lastName: 'Jones' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(ctx, 'people', res.json().data.userId);
    expect(row).toMatchObject({ title: 'Mr', first_name: 'Amy', email: null, phone_number: null });
    expect(await countAll(ctx)).toEqual({
      ...before,
      people: before.people! + 1,
      enquiries: before.enquiries! + 1,
    });
  });

  it('treats blank optional fields as not given', async () => {
    const res = await ctx.call(
      'POST',
      '/contact',
      buildContact({ title: '', middleName: '', phoneNumber: ' ', comment: '', address: '' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowOf(ctx, 'people', res.json().data.userId)).toMatchObject({
      title: 'Mr',
      middle_name: null,
      phone_number: null,
      address: null,
    });
  });

  it('takes a title of only spaces as not given: Mr (spec §5)', async () => {
    const res = await ctx.call('POST', '/contact', buildContact({ title: '  ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowOf(ctx, 'people', res.json().data.userId)).toMatchObject({ title: 'Mr' });
  });

  it.each(['firstName', 'lastName'])('a missing %s is required', async (field) => {
    await expectRefused(ctx, 'POST', '/contact', without(buildContact(), field), field, REQUIRED);
  });

  it.each([
    ['firstName', letters(2), CHECK],
    ['lastName', letters(34), CHECK],
    ['middleName', letters(2), CHECK],
    ['middleName', letters(34), CHECK],
    ['email', 'not-an-email', EMAIL],
    ['phoneNumber', '077009001', PHONE],
    ['phoneNumber', '077009001234', PHONE],
    ['nationalInsuranceNumber', 'QQ12345', CHECK],
    ['nationalInsuranceNumber', 'QQ123456CQQ123', CHECK],
    ['address', 'A', CHECK],
    ['address', address(79), CHECK],
    ['title', 'Sir', 'Select a title'],
    ['comment', 'x'.repeat(2001), 'Your message must be 2,000 characters or fewer'],
  ])('optional %s = %j is still checked: "%s"', async (field, value, message) => {
    const body = { ...buildContact(), [field]: value };
    await expectRefused(ctx, 'POST', '/contact', body, field, message);
  });

  it.each([
    [{ kind: 'group-booking' }, 'groupSize'],
    [{ kind: 'group-booking', groupSize: 1 }, 'groupSize'],
    [{ kind: 'group-booking', groupSize: 'many' }, 'groupSize'],
  ])('a group booking %j needs a size between 2 and 500', async (extra, field) => {
    const body = { ...buildContact(), ...extra };
    await expectRefused(
      ctx,
      'POST',
      '/contact',
      body,
      field,
      'Enter a group size between 2 and 500',
    );
  });

  it('needs an email address or a phone number for a group booking, not for a message', async () => {
    const noReply = { ...buildContact(), email: undefined, phoneNumber: ' ' };
    await expectRefused(
      ctx,
      'POST',
      '/contact',
      { ...noReply, kind: 'group-booking', groupSize: 12 },
      'email',
      'Enter an email address or a phone number so we can reply',
    );
    expect((await ctx.call('POST', '/contact', noReply)).statusCode).toBe(201);
    // Listed with a wrong group size, not after it is fixed.
    const both = await ctx.call('POST', '/contact', {
      ...noReply,
      kind: 'group-booking',
      groupSize: 1,
    });
    const fields = (both.json().errors as { field: string }[]).map(({ field }) => field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'groupSize']));
    const byPhone = {
      ...noReply,
      phoneNumber: '07700 900123',
      kind: 'group-booking',
      groupSize: 12,
    };
    expect((await ctx.call('POST', '/contact', byPhone)).statusCode).toBe(201);
  });

  it('lists a missing group size with the other problems, not after they are fixed', async () => {
    const body = { ...buildContact({ firstName: '' }), kind: 'group-booking' };
    const res = await ctx.call('POST', '/contact', body);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map(({ field }) => field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'groupSize']));
  });
});
