import { describe, expect, it } from 'vitest';
import { createTestBody } from '../src/schemas';
import { openEverywhereFrom } from '../test-support';
import { MESSAGES, addDays, todayInLondon } from '../src/validators';

// Issue 21 point 3: the ID the candidate will bring, checked against both test dates.
const inDays = (n: number) => addDays(todayInLondon(), n);
// Open days (the centres refuse Sundays and bank holidays), the second two or more after.
const first = openEverywhereFrom(inDays(14));
const second = openEverywhereFrom(addDays(first, 2));
const booking = {
  userId: '8f14e45f-ceea-4e7a-9f3b-3b1b1b1b1b1b',
  location: 1,
  date: first,
  alternateDate: second,
  testTime: '09:30',
  testType: 'operative',
  language: 'English',
};

function errorsOf(body: Record<string, unknown>) {
  const result = createTestBody.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the photo ID of a test booking', () => {
  it('accepts a document valid on both test dates, the second-choice day included', () => {
    const body = { ...booking, photoIdDocument: 'passport', photoIdExpiresOn: second };
    expect(errorsOf(body)).toEqual({});
    expect(createTestBody.parse(body)).toMatchObject({
      photoIdDocument: 'passport',
      photoIdExpiresOn: second,
    });
  });

  it('refuses an expiry before the test date', () => {
    const body = {
      ...booking,
      photoIdDocument: 'driving-licence',
      photoIdExpiresOn: addDays(first, -1),
    };
    expect(errorsOf(body)).toEqual({ photoIdExpiresOn: MESSAGES.photoIdExpiresBeforeTest });
  });

  it('refuses an expiry between the first and the second-choice date', () => {
    const body = { ...booking, photoIdDocument: 'passport', photoIdExpiresOn: addDays(second, -1) };
    expect(errorsOf(body)).toEqual({ photoIdExpiresOn: MESSAGES.photoIdExpiresBeforeTest });
  });

  it('refuses a document it does not know and a date that is not real', () => {
    const body = { ...booking, photoIdDocument: 'library-card', photoIdExpiresOn: '2030-02-30' };
    expect(errorsOf(body)).toEqual({
      photoIdDocument: MESSAGES.photoIdDocument,
      photoIdExpiresOn: MESSAGES.dateInvalid,
    });
  });

  it('refuses one field without the other', () => {
    expect(errorsOf({ ...booking, photoIdDocument: 'passport' })).toEqual({
      photoIdExpiresOn: MESSAGES.required,
    });
    expect(errorsOf({ ...booking, photoIdExpiresOn: inDays(400) })).toEqual({
      photoIdDocument: MESSAGES.required,
    });
  });

  it("still books the spec's payload, which has no photo ID (decision 028)", () => {
    expect(errorsOf(booking)).toEqual({});
  });
});
