import { describe, expect, it } from 'vitest';
import { createCandidateBody } from '@site/domain/schemas';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { testI18n } from '../i18n/testing';
import {
  JOINED_ADDRESS_MAX,
  JOINED_TOWN_MAX,
  nameWithTitle,
  validatePersonalDetails,
} from './personal-details';
import type { PersonalDetailsValues } from './journey/session-store';

const person: PersonalDetailsValues = {
  title: 'Mr',
  firstName: 'Sam',
  lastName: 'Jones',
  dobDay: '4',
  dobMonth: '7',
  dobYear: '1990',
  NI: 'AB123456C',
  phoneNumber: '07700900982',
  email: 'sam@example.com',
  address: '1 High Street',
  town: 'Leeds',
  postCode: 'LS1 1AA',
};

describe('validatePersonalDetails: joined lines (spec §7) meet the server rule (spec §5)', () => {
  it('joins address lines and appends the county, as the server expects', () => {
    const result = validatePersonalDetails({ ...person, address2: 'Flat 2', county: 'Yorkshire' });
    expect(result.ok && result.data).toMatchObject({
      address: '1 High Street, Flat 2',
      town: 'Leeds, Yorkshire',
    });
    expect(result.ok && createCandidateBody.safeParse(result.data).success).toBe(true);
  });

  it('accepts lines exactly at the joined limits, and the server accepts them too', () => {
    const address = 'a'.repeat(30);
    const town = 'Hull';
    const result = validatePersonalDetails({
      ...person,
      address,
      address2: 'b'.repeat(JOINED_ADDRESS_MAX - address.length),
      town,
      county: 'c'.repeat(JOINED_TOWN_MAX - town.length),
    });
    expect(result.ok).toBe(true);
    expect(result.ok && createCandidateBody.safeParse(result.data).success).toBe(true);
  });

  it('flags the optional line that makes a pair too long, with the §5 message', () => {
    const result = validatePersonalDetails({
      ...person,
      address: 'a'.repeat(60),
      address2: 'b'.repeat(JOINED_ADDRESS_MAX - 59),
      town: 'Kingston upon Hull',
      county: 'East Riding of Yorkshire',
    });
    expect(result).toEqual({
      ok: false,
      errors: { address2: 'Please check this field.', county: 'Please check this field.' },
    });
  });
});

describe('validatePersonalDetails: names as on the photo ID (issue 20 point 6)', () => {
  it('keeps accented Latin letters exactly as typed, composed or not', () => {
    for (const [firstName, lastName] of [
      ['Łukasz', 'Wróblewski'],
      ['Ștefan', 'Bălănescu'],
      ['Gergő', 'Kővári'],
      ['Tomáš', 'Dvořák'],
      ['Jūratė', 'Žemaitytė'],
      ['Tomáš'.normalize('NFD'), 'Čech'.normalize('NFD')],
    ]) {
      const result = validatePersonalDetails({ ...person, firstName, lastName });
      expect(result.ok && result.data.firstName, firstName).toBe(firstName);
      expect(result.ok && result.data.lastName, lastName).toBe(lastName);
      expect(result.ok && createCandidateBody.safeParse(result.data).success).toBe(true);
    }
  });
});

describe("validatePersonalDetails: the NI number in HMRC's shape, before payment", () => {
  it("refuses 'SK123456' on the field, saying what is expected", () => {
    const result = validatePersonalDetails({ ...person, NI: 'SK123456' });
    expect(result).toEqual({
      ok: false,
      errors: {
        NI: 'Enter your National Insurance number in the right format, like QQ 12 34 56 C',
      },
    });
  });

  it('sends a right one as the server stores it, spaces and case normalised', () => {
    const result = validatePersonalDetails({ ...person, NI: 'sk 12 34 56 a' });
    expect(result.ok && result.data.nationalInsuranceNumber).toBe('SK123456A');
  });
});

describe('nameWithTitle', () => {
  it('writes the English title in English, and the list’s word for it in another language', () => {
    expect(nameWithTitle(person)).toBe('Mr Sam Jones');
    expect(nameWithTitle(person, testI18n())).toBe('Mr Sam Jones');
    const polish = testI18n('pl', {});
    polish.setMessagesCompiler((message) => compileMessage(`PL ${message}`));
    expect(nameWithTitle(person, polish)).toBe('PL Mr Sam Jones');
    expect(nameWithTitle({ ...person, title: '' }, polish)).toBe('Sam Jones');
  });
});
