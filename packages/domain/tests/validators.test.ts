import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RULES,
  addDays,
  bookingDateSchema,
  checkLength,
  dateOfBirthSchema,
  emailSchema,
  isValidPhone,
  isValidPostcode,
  namePartSchema,
  nationalInsuranceNumberSchema,
  numberIdSchema,
  phoneNumberSchema,
  postcodeSchema,
  registrationNumberSchema,
  testDateSchema,
  testingIdSchema,
  todayInLondon,
  townSchema,
} from '../src/validators';

const text = (n: number) => 'a'.repeat(n);
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('the rule table of spec §5', () => {
  it('holds the exact messages', () => {
    expect(RULES.namePart.message).toBe('Please check this field.');
    expect(RULES.phoneNumber.message).toBe('Please enter a valid phone number.');
    expect(RULES.postcode.message).toBe('Please enter a valid UK Postcode.');
    expect(RULES.testingId.message).toBe('Please enter a valid CITB Testing ID.');
    expect(RULES.registrationNumber.message).toBe(
      'Please enter a valid CSCS Card Registration Number.',
    );
    expect(MESSAGES.email).toBe('Please enter a valid email');
    expect(MESSAGES.required).toBe('This field is required');
  });

  it.each([
    ['namePart', 2, 34],
    ['nationalInsuranceNumber', 7, 14],
    ['address', 1, 79],
    ['town', 3, 39],
    ['testingId', 6, 16],
    ['registrationNumber', 6, 16],
  ] as const)('%s is valid strictly between %i and %i characters', (rule, min, max) => {
    expect(checkLength(rule, text(min))).toBe(RULES[rule].message);
    expect(checkLength(rule, text(min + 1))).toBeUndefined();
    expect(checkLength(rule, text(max - 1))).toBeUndefined();
    expect(checkLength(rule, text(max))).toBe(RULES[rule].message);
  });

  it('takes phone numbers of 10 or 11 digits, ignoring spaces and +44', () => {
    expect(isValidPhone('0770090012')).toBe(true);
    expect(isValidPhone('07700 900123')).toBe(true);
    expect(isValidPhone('+44 7700 900123')).toBe(true);
    expect(isValidPhone('077009001')).toBe(false);
    expect(isValidPhone('077009001234')).toBe(false);
    expect(isValidPhone('0770090012a')).toBe(false);
  });

  it('takes UK postcodes of 5 to 8 characters in the UK format', () => {
    for (const ok of ['SW1A 1AA', 'M1 1AE', 'B338TH', 'GIR 0AA', 'ec1a 1bb', 'LS1  4DY'])
      expect(isValidPostcode(ok)).toBe(true);
    for (const bad of ['SW1', '12345', 'SW1A 1AAA', 'ABCDEFG'])
      expect(isValidPostcode(bad)).toBe(false);
  });
});

describe('field schemas', () => {
  it('say "This field is required" for a missing or blank value', () => {
    expect(firstError(namePartSchema.safeParse(undefined))).toBe('This field is required');
    expect(firstError(namePartSchema.safeParse(null))).toBe('This field is required');
    expect(firstError(namePartSchema.safeParse('   '))).toBe('This field is required');
  });

  it('give the field message for a wrong type', () => {
    expect(firstError(townSchema.safeParse(42))).toBe('Please check this field.');
    expect(firstError(emailSchema.safeParse('not-an-email'))).toBe('Please enter a valid email');
    expect(firstError(phoneNumberSchema.safeParse('123'))).toBe(
      'Please enter a valid phone number.',
    );
    expect(firstError(testingIdSchema.safeParse('12345'))).toBe(
      'Please enter a valid CITB Testing ID.',
    );
    expect(firstError(registrationNumberSchema.safeParse(text(16)))).toBe(
      'Please enter a valid CSCS Card Registration Number.',
    );
  });

  it('normalise what people type', () => {
    expect(postcodeSchema.parse(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(postcodeSchema.parse('ls1  4dy')).toBe('LS1 4DY');
    expect(nationalInsuranceNumberSchema.parse('ab 12 34 56 c')).toBe('AB123456C');
    expect(phoneNumberSchema.parse('+44 7700 900123')).toBe('07700900123');
    expect(phoneNumberSchema.parse('+44 (0) 7700 900123')).toBe('07700900123');
    expect(registrationNumberSchema.parse('AB 12 34 56')).toBe('AB123456');
    expect(testingIdSchema.parse(' 1234 5678 ')).toBe('12345678');
    expect(phoneNumberSchema.parse('0044 7700 900123')).toBe('07700900123');
    expect(phoneNumberSchema.parse('(0113) 496 0000')).toBe('01134960000');
    expect(phoneNumberSchema.safeParse('+33 1 23 45 67 89').success).toBe(false);
    expect(emailSchema.parse('Amy@Example.COM')).toBe('amy@example.com');
  });

  it('count characters as people do: a letter outside the basic plane is one', () => {
    expect(firstError(namePartSchema.safeParse('𐐀𐐁'))).toBe('Please check this field.');
    expect(checkLength('namePart', '𐐀𐐁')).toBe(RULES.namePart.message);
    expect(checkLength('namePart', '𐐀𐐁𐐂')).toBeUndefined();
  });

  it('take a name typed with a curly apostrophe, and keep it with a straight one', () => {
    expect(namePartSchema.parse('O’Neill')).toBe("O'Neill");
    expect(namePartSchema.parse("D'Arcy")).toBe("D'Arcy");
    expect(firstError(namePartSchema.safeParse('O“Neill'))).toBe('Please check this field.');
  });

  it('refuse an email with a dot at either end of its name or two in a row', () => {
    for (const email of ['a..b@example.com', '.ab@example.com', 'ab.@example.com']) {
      expect(firstError(emailSchema.safeParse(email)), email).toBe('Please enter a valid email');
    }
    expect(emailSchema.parse('amy.jones@example.co.uk')).toBe('amy.jones@example.co.uk');
  });

  it('read a numeric id from digits only', () => {
    const id = numberIdSchema('Select a test centre');
    expect(id.parse('16')).toBe(16);
    expect(id.parse(16)).toBe(16);
    for (const odd of ['0x10', '1e1', ' 7 ', '7.0', '-1']) {
      expect(firstError(id.safeParse(odd)), odd).toBe('Select a test centre');
    }
  });

  it('refuse a name with digits or markup', () => {
    expect(firstError(namePartSchema.safeParse('J0hn'))).toBe('Please check this field.');
    expect(firstError(namePartSchema.safeParse('<b>Ann</b>'))).toBe('Please check this field.');
    expect(namePartSchema.parse("O'Brien-Smith")).toBe("O'Brien-Smith");
  });

  it('want a real date of birth in the past, 16 or more years ago', () => {
    expect(firstError(dateOfBirthSchema.safeParse('1990-02-30'))).toBe('Enter a real date');
    expect(firstError(dateOfBirthSchema.safeParse(todayInLondon()))).toBe(
      'Date of birth must be in the past',
    );
    const fifteen = `${Number(todayInLondon().slice(0, 4)) - 15}-01-01`;
    expect(firstError(dateOfBirthSchema.safeParse(fifteen))).toBe(
      'You must be at least 16 years old',
    );
    expect(dateOfBirthSchema.parse('1990-04-15')).toBe('1990-04-15');
  });
});

describe('booking dates', () => {
  const today = todayInLondon();
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);

  it('take a course date from today, and refuse a past one saying so', () => {
    expect(bookingDateSchema.parse(today)).toBe(today);
    expect(firstError(bookingDateSchema.safeParse(yesterday))).toBe(MESSAGES.dateInPast);
  });

  it('take a test date from tomorrow, and say "from tomorrow" for today and the past alike', () => {
    expect(testDateSchema.parse(tomorrow)).toBe(tomorrow);
    for (const early of [today, yesterday, '2020-01-01']) {
      expect(firstError(testDateSchema.safeParse(early)), early).toBe(MESSAGES.testDateToday);
    }
    expect(firstError(testDateSchema.safeParse('2030-02-30'))).toBe(MESSAGES.dateInvalid);
  });

  it('count days across the ends of months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('todayInLondon', () => {
  it('gives the date in London, in winter and in summer time, asked in any order', () => {
    const asked: [string, string][] = [
      ['2026-12-31T23:59:59Z', '2026-12-31'],
      ['2027-01-01T00:00:00Z', '2027-01-01'],
      ['2026-06-30T22:59:59Z', '2026-06-30'],
      ['2026-06-30T23:00:00Z', '2026-07-01'],
      ['2026-06-30T22:59:59Z', '2026-06-30'],
      ['2026-10-24T23:30:00Z', '2026-10-25'],
      ['2026-10-25T23:30:00Z', '2026-10-25'],
    ];
    for (const [instant, date] of asked) expect(todayInLondon(new Date(instant))).toBe(date);
  });
});
