import { describe, expect, it } from 'vitest';
import { getCardByKey } from '../src/catalogue';
import {
  OFFERED_PHOTO_ID_DOCUMENTS,
  PHOTO_ID_DOCUMENT_NAMES,
  PHOTO_ID_KINDS,
  photoIdLine,
} from '../src/fulfilment';
import { LEAD_TIMES, earliestTestDate, planDaysAfter, planStart } from '../src/planning';
import { createCardBody, createTestBody } from '../src/schemas';
import {
  MESSAGES,
  RULES,
  addDays,
  addMonths,
  nationalInsuranceNumberSchema,
  openTestDateSchemaIn,
  registrationNumberSchema,
  renewableFrom,
  testingIdSchema,
  todayInLondon,
  tooEarlyToRenew,
} from '../src/validators';
import { buildCardApplication, buildTestBooking } from '../test-support';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

function errorsOf(schema: typeof createCardBody | typeof createTestBody, body: object) {
  const result = schema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the National Insurance number is checked for its shape before payment', () => {
  it("refuses 'SK123456', which has no last letter, saying what is expected", () => {
    expect(firstError(nationalInsuranceNumberSchema.safeParse('SK123456'))).toBe(
      'Enter your National Insurance number in the right format, like QQ 12 34 56 C',
    );
  });

  it("keeps the spec's length rule and message for the lengths it names", () => {
    expect(firstError(nationalInsuranceNumberSchema.safeParse('SK12345'))).toBe(
      RULES.nationalInsuranceNumber.message,
    );
    expect(firstError(nationalInsuranceNumberSchema.safeParse('SK123456AB1234'))).toBe(
      RULES.nationalInsuranceNumber.message,
    );
  });

  it.each([
    ['DA123456A', 'D is never the first letter'],
    ['QA123456A', 'nor Q'],
    ['AO123456A', 'O is never the second letter'],
    ['AV123456A', 'nor V'],
    ['GB123456A', 'an unallocated prefix'],
    ['NT 12 34 56 B', 'another, typed with spaces'],
    ['ZZ123456A', 'and another'],
    ['QQ123456C', "HMRC's specimen"],
    ['SK123456E', 'a last letter after D'],
    ['SK12345AB', 'a letter among the digits'],
    ['SK12345!C', 'a sign'],
    ['123456789', 'digits only'],
  ])('refuses %s (%s)', (value) => {
    expect(firstError(nationalInsuranceNumberSchema.safeParse(value))).toBe(
      MESSAGES.nationalInsuranceNumberFormat,
    );
  });

  it('takes a real shape, spaces and small letters normalised', () => {
    expect(nationalInsuranceNumberSchema.parse('sk 12 34 56 a')).toBe('SK123456A');
    expect(nationalInsuranceNumberSchema.parse('OA123456D')).toBe('OA123456D');
    expect(nationalInsuranceNumberSchema.parse(' jt123456 c ')).toBe('JT123456C');
  });
});

describe('a testing ID and a card registration number say what a valid one looks like', () => {
  it('tell the shape, with an example, for wrong characters at an allowed length', () => {
    expect(firstError(testingIdSchema.safeParse('CITB_12345'))).toBe(
      'Enter your CITB testing ID in letters and numbers only, as in your test booking email. It begins with CITB00, for example CITB001234567',
    );
    expect(firstError(registrationNumberSchema.safeParse('CSCS/12345'))).toBe(
      'Enter your CSCS card registration number in letters and numbers only, as printed on your card, for example 12345678',
    );
  });

  it("keep the spec's own message for a length outside its rule, even with wrong characters", () => {
    expect(firstError(testingIdSchema.safeParse('C_1'))).toBe(MESSAGES.testingId);
    expect(firstError(registrationNumberSchema.safeParse('CSCS/123456789012'))).toBe(
      MESSAGES.registrationNumber,
    );
  });

  it('take the examples their messages give', () => {
    expect(testingIdSchema.parse('CITB00 1234 567')).toBe('CITB001234567');
    expect(registrationNumberSchema.parse('12345678')).toBe('12345678');
  });
});

describe('the earliest test date is the planner’s', () => {
  it('is 3 working days on, skipping weekends and bank holidays', () => {
    expect(LEAD_TIMES.testFromToday).toBe(3);
    // Monday 7 December 2026: Thursday 10 December.
    expect(earliestTestDate('2026-12-07')).toBe('2026-12-10');
    // Thursday 24 December 2026: Christmas Day, the weekend and Boxing Day (Monday 28) skipped.
    expect(earliestTestDate('2026-12-24')).toBe('2026-12-31');
  });

  it('is the day the planner gives the test, for a card without a course first', () => {
    const today = todayInLondon();
    const plan = planStart({
      start: addMonths(today, 2),
      card: getCardByKey('black-manager')!,
      today,
    });
    const test = plan.steps.find((step) => step.key === 'test')!;
    expect(test.earliest).toBe(earliestTestDate(today));
    expect(test.earliest).toBe(planDaysAfter(today, LEAD_TIMES.testFromToday));
  });

  it('is the first date POST /test takes; the day before says so', () => {
    const earliest = earliestTestDate(todayInLondon());
    const tomorrow = addDays(todayInLondon(), 1);
    for (const early of [tomorrow, addDays(earliest, -1)]) {
      expect(firstError(openTestDateSchemaIn('england-and-wales').safeParse(early)), early).toBe(
        'Choose a date at least 3 working days from today: we need time to book your test with the centre',
      );
    }
    const body = buildTestBooking({
      userId: '8f14e45f-ceea-4e7a-9f3b-3b1b1b1b1b1b',
      date: earliest,
      alternateDate: planDaysAfter(earliest, 1),
    });
    expect(errorsOf(createTestBody, body)).toEqual({});
    expect(errorsOf(createTestBody, { ...body, date: tomorrow })).toEqual({
      date: MESSAGES.testDateTooSoon,
    });
  });
});

describe('a renewal is refused before CSCS’s renewal window opens', () => {
  const today = todayInLondon();
  const renewal = (cardExpiresOn: string | undefined) =>
    buildCardApplication({
      type: 'Blue Skilled Worker',
      applicationType: 'Renew Card',
      trait: 'Bricklayer',
      cardExpiresOn,
    });

  it('opens 6 months before the expiry, on the same day or the month’s last', () => {
    expect(renewableFrom('2029-03-03')).toBe('2028-09-03');
    expect(renewableFrom('2029-08-31')).toBe('2029-02-28');
    expect(renewableFrom('2028-08-31')).toBe('2028-02-29');
    expect(tooEarlyToRenew('2029-03-03', '2028-09-02')).toBe(true);
    expect(tooEarlyToRenew('2029-03-03', '2028-09-03')).toBe(false);
  });

  it('refuses a card expiring in two years, naming the expiry and the first day to renew', () => {
    const errors = errorsOf(createCardBody, renewal('2029-03-03'));
    expect(errors).toEqual({
      cardExpiresOn:
        'Your card expires on Saturday 3 March 2029. You can renew from Sunday 3 September 2028. Until then, keep using your card.',
    });
  });

  it('takes a card within 6 months of its expiry, or expired up to 12 months ago', () => {
    expect(errorsOf(createCardBody, renewal(addMonths(today, 5)))).toEqual({});
    expect(errorsOf(createCardBody, renewal(renewableFrom(addMonths(today, 6))))).toEqual({});
    expect(errorsOf(createCardBody, renewal(addMonths(today, -12)))).toEqual({});
  });

  it('needs the expiry date for a renewal, not for a replacement', () => {
    expect(errorsOf(createCardBody, renewal(undefined))).toEqual({
      cardExpiresOn: MESSAGES.required,
    });
    const lost = buildCardApplication({
      type: 'Blue Skilled Worker',
      applicationType: 'Lost/Stolen Card',
      trait: 'Bricklayer',
    });
    expect(errorsOf(createCardBody, lost)).toEqual({});
    expect(errorsOf(createCardBody, { ...lost, cardExpiresOn: addMonths(today, 24) })).toEqual({});
  });
});

describe('the photo ID list is CITB’s, without the biometric residence permit', () => {
  const booking = buildTestBooking({ userId: '8f14e45f-ceea-4e7a-9f3b-3b1b1b1b1b1b' });
  const withId = (photoIdDocument: string) => ({
    ...booking,
    photoIdDocument,
    photoIdExpiresOn: addMonths(todayInLondon(), 24),
  });

  it('offers a passport, a UK or European photocard licence, or two documents', () => {
    expect(OFFERED_PHOTO_ID_DOCUMENTS).toEqual([
      'passport',
      'driving-licence',
      'other-combination',
    ]);
    expect(PHOTO_ID_KINDS.join(' ')).not.toMatch(/biometric|residence/i);
    expect(photoIdLine()).toBe(
      "It must be in date and one of these: a passport from any country, a UK or European photocard driving licence or two documents from CITB's lists, one with your photo and one with your signature.",
    );
  });

  it('refuses a residence permit for a new booking, saying why', () => {
    expect(errorsOf(createTestBody, withId('residence-permit'))).toEqual({
      photoIdDocument:
        'Biometric residence permits stopped being valid on 31 December 2024, so the test centre will not accept one. Choose another ID',
    });
  });

  it('refuses an EU identity card on its own: it is in CITB’s list A', () => {
    expect(errorsOf(createTestBody, withId('eu-identity-card'))).toEqual({
      photoIdDocument: MESSAGES.photoIdEuCardAlone,
    });
    expect(errorsOf(createTestBody, withId('other-combination'))).toEqual({});
  });

  it('still names the old documents, for the orders made with them', () => {
    expect(PHOTO_ID_DOCUMENT_NAMES['residence-permit']).toBe('UK biometric residence permit');
    expect(PHOTO_ID_DOCUMENT_NAMES['eu-identity-card']).toBe('EU national identity card');
  });
});
