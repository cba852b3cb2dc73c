import { z } from 'zod';
import { MESSAGES } from './messages';
import {
  RULES,
  checkLength,
  isValidEmail,
  isNationalInsuranceNumber,
  isValidPhone,
  isValidPostcode,
  normalisePhone,
} from './rules';
import type { RuleName } from './rules';
import { ENGLAND_AND_WALES } from '../calendar/bank-holidays';
import type { Nation } from '../calendar/bank-holidays';
import { isClosedDay } from '../calendar/working-days';
import { earliestTestDate } from '../planning/lead-times';
import { RENEWAL_WINDOW } from '../rules/card-rules';
import {
  BOOKING_HORIZON_MONTHS,
  addDays,
  addMonths,
  isRealIsoDate,
  todayInLondon,
  yearsBetween,
} from './dates';

/**
 * Field schemas: named building blocks with the exact messages of spec §5.
 * A missing (undefined, null or blank) required value says "This field is required";
 * a value of the wrong type or shape gets the field's own message.
 */

/** Absent, null or only spaces: what a form sends for a field left empty. */
export function isMissing(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** The error for a value of the wrong type or shape: "required" when it is missing. */
export function missingOr(invalidMessage: string) {
  return (issue: { input?: unknown }) =>
    isMissing(issue.input) ? MESSAGES.required : invalidMessage;
}

export function requiredText(invalidMessage: string) {
  return z
    .string({ error: missingOr(invalidMessage) })
    .trim()
    .min(1, { error: MESSAGES.required });
}

/** An optional field: absent, null or blank all mean "not given"; anything else must pass `field`. */
export function optional<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (value) =>
      value == null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    field.optional(),
  );
}

function ruled(rule: RuleName) {
  return requiredText(RULES[rule].message).refine((value) => !checkLength(rule, value), {
    error: RULES[rule].message,
  });
}

const NAME_CHARACTERS = /^[\p{L}\p{M}' .-]+$/u;
const REFERENCE_CHARACTERS = /^[A-Za-z0-9-]+$/;

/** Phones and word processors type O’Neill with a curly apostrophe; the ID says O'Neill. */
const straightenApostrophes = (value: string) => value.replace(/[\u2018\u2019\u02BC]/g, "'");

export const namePartSchema = ruled('namePart')
  .transform(straightenApostrophes)
  .refine((value) => NAME_CHARACTERS.test(value), { error: MESSAGES.checkField });

/**
 * Spec §5's length, with its message; then, at a length it allows, HMRC's shape (two letters,
 * six digits, A to D), whose message says what is expected: 'SK123456' is refused before payment.
 */
export const nationalInsuranceNumberSchema = ruled('nationalInsuranceNumber')
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine(isNationalInsuranceNumber, { error: MESSAGES.nationalInsuranceNumberFormat });

export const phoneNumberSchema = requiredText(MESSAGES.phone)
  .refine(isValidPhone, { error: MESSAGES.phone })
  .transform(normalisePhone);

export const addressSchema = ruled('address');
export const townSchema = ruled('town');

export const postcodeSchema = requiredText(MESSAGES.postcode)
  .refine(isValidPostcode, { error: MESSAGES.postcode })
  .transform((value) => {
    const compact = value.replace(/\s/g, '').toUpperCase();
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  });

/**
 * A reference copied from a letter or a card, spaces and all: 'AB 12 34 56' is AB123456. A length
 * outside spec §5's rule gets the spec's message; other characters at a length it allows get
 * `formatMessage`, which says what one looks like.
 */
function referenceNumber(rule: 'testingId' | 'registrationNumber', formatMessage: string) {
  const { message } = RULES[rule];
  return requiredText(message)
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => !checkLength(rule, value), { error: message, abort: true })
    .refine((value) => REFERENCE_CHARACTERS.test(value), { error: formatMessage });
}

/**
 * Its message describes the ID as CSCS does: "The CITB HS&E test ID will begin with CITB00"
 * (https://www.cscs.uk.com/applying-for-cards/employer-applications/, checked 2026-12-07). Only
 * the characters are checked: CSCS can still find a test without its ID.
 */
export const testingIdSchema = referenceNumber('testingId', MESSAGES.testingIdFormat);

/** No CSCS page gives the number's format: its message describes the characters checked here. */
export const registrationNumberSchema = referenceNumber(
  'registrationNumber',
  MESSAGES.registrationNumberFormat,
);

export const emailSchema = requiredText(MESSAGES.email)
  .refine(isValidEmail, { error: MESSAGES.email })
  .transform((value) => value.toLowerCase());

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export const titleSchema = z.enum(TITLES, { error: missingOr(MESSAGES.title) });

export const commentSchema = z
  .string({ error: MESSAGES.checkField })
  .trim()
  .max(2000, { error: MESSAGES.comment });

/** A real calendar date, on or after `earliest` (with its message) and within the booking horizon. */
function dateFrom(earliest: () => string, tooEarly: string) {
  return requiredText(MESSAGES.dateInvalid)
    .refine(isRealIsoDate, { error: MESSAGES.dateInvalid, abort: true })
    .refine((value) => value >= earliest(), { error: tooEarly })
    .refine((value) => value <= addMonths(todayInLondon(), BOOKING_HORIZON_MONTHS), {
      error: MESSAGES.dateTooFar,
    });
}

/** A calendar date, today or later and within the booking horizon. */
export const bookingDateSchema = dateFrom(todayInLondon, MESSAGES.dateInPast);

/**
 * A date from tomorrow: what a change request may ask for a test (staff move a booked test with
 * the centre within a working day). A past date gets the same message: "today or in the future"
 * would invite today.
 */
export const testDateSchema = dateFrom(() => addDays(todayInLondon(), 1), MESSAGES.testDateToday);

/**
 * A new test's date: from the earliest day the planner gives a test (earliestTestDate, the
 * planner's LEAD_TIMES.testFromToday working days), so the booking, the API and the /plan page
 * agree; a past date says the same.
 */
export const bookableTestDateSchema = dateFrom(
  () => earliestTestDate(todayInLondon()),
  MESSAGES.testDateTooSoon,
);

/**
 * Only a day the centre is open: test centres are shut on Sundays and their nation's bank
 * holidays (decision 027). POST /test checks its dates against the chosen centre's
 * nation in `createTestBody`; the journey's date step, which knows the centre, uses this.
 */
export function openTestDateSchemaIn(nation: Nation) {
  return bookableTestDateSchema.refine((date) => !isClosedDay(date, nation), {
    error: MESSAGES.testDateClosed,
  });
}

/**
 * A course date (the online course's final assessment) on a day we run courses: the online
 * course has no place, so England and Wales's bank holidays (where the company is) close it.
 */
export const openCourseDateSchema = bookingDateSchema.refine(
  (date) => !isClosedDay(date, ENGLAND_AND_WALES),
  { error: MESSAGES.courseDateClosed },
);

/** The youngest a candidate may be, in whole years (the hint under the field says so first). */
export const MINIMUM_AGE_YEARS = 16;

export const dateOfBirthSchema = requiredText(MESSAGES.dateInvalid)
  .refine(isRealIsoDate, { error: MESSAGES.dateInvalid })
  .refine((value) => value < todayInLondon(), { error: MESSAGES.dateOfBirthFuture })
  .refine((value) => yearsBetween(value, todayInLondon()) >= MINIMUM_AGE_YEARS, {
    error: MESSAGES.dateOfBirthTooYoung,
  })
  .refine((value) => yearsBetween(value, todayInLondon()) <= 100, {
    error: MESSAGES.dateOfBirthTooOld,
  });

/** How long ago a card may have expired and still be renewed (CSCS), and how long one lasts at most. */
export const CARD_EXPIRY_PAST_MONTHS = RENEWAL_WINDOW.monthsAfterExpiry;
export const CARD_EXPIRY_AHEAD_YEARS = 5;

/**
 * The expiry date of the customer's current CSCS card, for renewal reminders (decision 025) and the
 * renewal window. A card that ran out more than 12 months ago is past renewing, so its date
 * reminds of nothing; no card lasts longer than 5 years, so a later date is a typing slip.
 */
export const cardExpiresOnSchema = requiredText(MESSAGES.dateInvalid)
  .refine(isRealIsoDate, { error: MESSAGES.dateInvalid })
  .refine((value) => value >= addMonths(todayInLondon(), -CARD_EXPIRY_PAST_MONTHS), {
    error: MESSAGES.cardExpiryTooOld,
  })
  .refine((value) => value <= addMonths(todayInLondon(), 12 * CARD_EXPIRY_AHEAD_YEARS), {
    error: MESSAGES.cardExpiryTooFar,
  });

export function booleanSchema(message: string = MESSAGES.notBoolean) {
  return z.boolean({ error: missingOr(message) });
}

/**
 * Ids we hand out are random UUIDs; anything else cannot be one of ours. One sent in capitals
 * is the same id: it is passed on in small letters, as PostgreSQL stores and answers it, so
 * every comparison further in sees one spelling.
 */
export function idSchema(message: string) {
  return z.uuid({ error: missingOr(message) }).transform((id) => id.toLowerCase());
}

/** Ids are PostgreSQL integers: a larger number cannot be one of ours. */
const LARGEST_ID = 2_147_483_647;

/** A positive whole-number id, sent as a number or as a form's numeric string. */
export function numberIdSchema(message: string) {
  return z.preprocess(
    (value) => {
      if (isMissing(value)) return undefined;
      // Digits only: Number() would also read '0x10', '1e3' or ' 7 ' as an id.
      return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: missingOr(message) })
      .int({ error: message })
      .positive({ error: message })
      .max(LARGEST_ID, { error: message }),
  );
}
