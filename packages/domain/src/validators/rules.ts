import { MESSAGES } from './messages';

/** A length rule whose bounds are exclusive (spec §5): valid when min < length < max. */
export interface LengthRule {
  min: number;
  max: number;
  message: string;
}

/** The rule table of spec §5, bounds exclusive. */
export const RULES = {
  namePart: { min: 2, max: 34, message: MESSAGES.checkField },
  nationalInsuranceNumber: { min: 7, max: 14, message: MESSAGES.checkField },
  // "10 or 11": a UK number has 10 or 11 digits once spaces are removed.
  phoneNumber: { min: 9, max: 12, message: MESSAGES.phone },
  address: { min: 1, max: 79, message: MESSAGES.checkField },
  town: { min: 3, max: 39, message: MESSAGES.checkField },
  postcode: { min: 4, max: 9, message: MESSAGES.postcode },
  testingId: { min: 6, max: 16, message: MESSAGES.testingId },
  registrationNumber: { min: 6, max: 16, message: MESSAGES.registrationNumber },
} as const satisfies Record<string, LengthRule>;

export type RuleName = keyof typeof RULES;

export function isWithin(length: number, rule: LengthRule): boolean {
  return length > rule.min && length < rule.max;
}

/**
 * Strips the separators people type in phone numbers. The UK's country code, written +44 or
 * 0044, and with the trunk 0 in brackets or not (+44 (0)7700…), becomes a leading 0.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)44(.*)$/.exec(compact)?.[1];
  if (international === undefined) return compact;
  return international.startsWith('0') ? international : `0${international}`;
}

export function isValidPhone(value: string): boolean {
  const digits = normalisePhone(value);
  return /^\d+$/.test(digits) && isWithin(digits.length, RULES.phoneNumber);
}

/*
 * The shape of a National Insurance number, from HMRC's National Insurance Manual NIM39110
 * (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110, checked
 * 2026-12-07): two letters, six digits and a last letter A, B, C or D. D, F, I, Q, U and V are
 * never the first or second letter, and O never the second. The prefixes BG, GB, KN, NK, NT, TN
 * and ZZ are not allocated. NIM39110 withholds its own list of unused prefixes (Freedom of
 * Information exemptions); these seven are the list NI number checks commonly use, named for
 * instance in https://www.whatdotheyknow.com/request/national_insurance_number_format. QQ 12 34
 * 56 C, the example the form shows (HMRC's and GOV.UK's specimen), has a Q, so no real number
 * looks like it.
 */
const NATIONAL_INSURANCE_NUMBER =
  /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

/** An NI number as people type it (spaces anywhere, any case) in HMRC's shape. */
export function isNationalInsuranceNumber(value: string): boolean {
  return NATIONAL_INSURANCE_NUMBER.test(value.replace(/\s/g, '').toUpperCase());
}

// Full UK postcode, space optional; GIR 0AA is the one historic exception.
const POSTCODE_PATTERN = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

export function isValidPostcode(value: string): boolean {
  // A doubled space ("LS1  4DY") is a slip of the thumb, not another postcode.
  const tidy = value.trim().replace(/\s+/g, ' ');
  return isWithin(tidy.length, RULES.postcode) && POSTCODE_PATTERN.test(tidy);
}

// Pragmatic e-mail check: one @, no spaces, a dot in the domain.
// No dot at either end of the local part and no two dots in a row anywhere, as mail servers refuse both.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@[^\s@]+\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** Checks a free-text field against its rule; NI numbers ignore spaces, as people type them in pairs. */
export function checkLength(rule: RuleName, value: string): string | undefined {
  const text = rule === 'nationalInsuranceNumber' ? value.replace(/\s/g, '') : value.trim();
  // Characters as a person counts them: a letter outside the basic plane is one, not two.
  return isWithin([...text].length, RULES[rule]) ? undefined : RULES[rule].message;
}
