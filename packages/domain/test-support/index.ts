// Builders with fixed, realistic UK defaults (docs/architecture.md, Tests), shared by domain,
// API and e2e tests. The values are examples: AB123456C has the shape of an NI number (HMRC's
// specimen, QQ123456C, has a Q and so is refused like any number HMRC never issues), 07700 900xxx
// is Ofcom's drama range and example.com never delivers mail.
import type { ApplicationType, CardName, TestTypeKey } from '../src/catalogue/types';
import { NATIONS } from '../src/calendar/bank-holidays';
import { isClosedDay, isWorkingDay } from '../src/calendar/working-days';
import { addDays, addMonths, todayInLondon } from '../src/validators/dates';
import { requirementsFor } from '../src/catalogue/requirements';

/** A fixed user id for tests; the API issues real ones. */
export const TEST_USER_ID = '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d';

/** Spec §7 POST /candidate. */
export interface CandidateFixture {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  nationalInsuranceNumber: string;
  email: string;
  address: string;
  town: string;
  postcode: string;
  phoneNumber: string;
}

/** Spec §7 POST /test. */
export interface TestBookingFixture {
  userId: string;
  location: number;
  date: string;
  alternateDate: string;
  testTime: string;
  testType: TestTypeKey;
  retake: boolean;
  language: string;
  /** The photo ID (issue 21 point 3): not in the spec's payload, which books without it. */
  photoIdDocument?: string;
  photoIdExpiresOn?: string;
}

/** Spec §7 POST /card and PATCH /card/{cardId}. */
export interface CardApplicationFixture {
  userId: string;
  type: CardName;
  applicationType: ApplicationType;
  trait: string;
  testingId: string;
  registrationNumber: string;
  /** What the applicant confirmed they have: by default, all this application needs. */
  requirements: string[];
  /** The current card's expiry: a renewal must give one (by default 3 months ahead). */
  cardExpiresOn?: string;
}

/** Spec §7 POST /contact. */
export interface ContactFixture {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  comment: string;
  address: string;
}

/**
 * `date` itself when centres are open on it in every nation (Monday to Saturday, not a bank
 * holiday in England and Wales, Scotland or Northern Ireland), else the first such day after it:
 * a fixture's date then suits whichever centre it is booked at.
 */
export function openEverywhereFrom(date: string): string {
  let day = date;
  while (NATIONS.some((nation) => isClosedDay(day, nation))) day = addDays(day, 1);
  return day;
}

/**
 * `date` itself when it is a working day in every nation (Monday to Friday, a bank holiday in
 * none), else the first such day after it: for journeys that book at any centre.
 */
export function workingEverywhereFrom(date: string): string {
  let day = date;
  while (!NATIONS.every((nation) => isWorkingDay(day, nation))) day = addDays(day, 1);
  return day;
}

/**
 * 'YYYY-MM-DD' of the first day centres are open everywhere (`openEverywhereFrom`) at least
 * `days` days after today (UTC): test and course dates refuse Sundays and bank holidays, so a
 * test that books one stays green on any calendar day.
 */
export function futureWeekday(days: number, from: Date = new Date()): string {
  return openEverywhereFrom(addDays(from.toISOString().slice(0, 10), days));
}

/** The first day after `from` (today in London) that `matches`, such as a Sunday; within a year. */
export function nextDayWhere(matches: (date: string) => boolean, from = todayInLondon()): string {
  for (let ahead = 1; ahead <= 366; ahead += 1) {
    const day = addDays(from, ahead);
    if (matches(day)) return day;
  }
  throw new Error('no such day within a year');
}

/** The first open day at least `days` after `date`: a second choice that never meets the first. */
export function openDayAfter(date: string, days = 1): string {
  return openEverywhereFrom(addDays(date, days));
}

export function buildCandidate(overrides: Partial<CandidateFixture> = {}): CandidateFixture {
  return {
    title: 'Mr',
    firstName: 'James',
    middleName: '',
    lastName: 'Wilson',
    dateOfBirth: '1990-04-15',
    nationalInsuranceNumber: 'AB123456C',
    email: 'james.wilson@example.com',
    address: '10 Downing Street',
    town: 'London',
    postcode: 'SW1A 1AA',
    phoneNumber: '07700900123',
    ...overrides,
  };
}

export function buildTestBooking(overrides: Partial<TestBookingFixture> = {}): TestBookingFixture {
  return {
    userId: TEST_USER_ID,
    // Id 1 is Aberdeen in the generated centre list (ids follow the sorted slugs).
    location: 1,
    date: futureWeekday(21),
    alternateDate: futureWeekday(28),
    testTime: '09:30',
    testType: 'operative',
    retake: false,
    language: 'English',
    ...overrides,
  };
}

export function buildCardApplication(
  overrides: Partial<CardApplicationFixture> = {},
): CardApplicationFixture {
  const type = overrides.type ?? 'Green Labourer';
  const applicationType = overrides.applicationType ?? 'New Card';
  return {
    userId: TEST_USER_ID,
    type,
    applicationType,
    trait: 'Labourer, General Construction Operative',
    testingId: 'HSE1234567',
    registrationNumber: 'CSCS123456',
    requirements: requirementsFor(type, applicationType),
    // Within CSCS's renewal window, which opens 6 months before the expiry.
    ...(applicationType === 'Renew Card' ? { cardExpiresOn: addMonths(todayInLondon(), 3) } : {}),
    ...overrides,
  };
}

export function buildContact(overrides: Partial<ContactFixture> = {}): ContactFixture {
  return {
    title: 'Mr',
    firstName: 'James',
    middleName: '',
    lastName: 'Wilson',
    email: 'james.wilson@example.com',
    phoneNumber: '07700900123',
    comment: 'I would like to book the HS&E test for a group of 8 workers.',
    address: '10 Downing Street, London',
    ...overrides,
  };
}

/**
 * What staff record to confirm an order of each kind (issue 18): a real centre, a date three
 * weeks ahead and plain words, so the customer's email and page read as they would in use.
 */
export function buildConfirmation(
  kind: 'test' | 'card' | 'course-online' | 'course-offline',
  overrides: Record<string, string> = {},
): Record<string, string> {
  const date = futureWeekday(21);
  const byKind: Record<typeof kind, Record<string, string>> = {
    test: { centre: 'leeds', date, time: '09:30', bookingReference: 'PV-4471920' },
    'course-offline': {
      date,
      time: '09:00',
      venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
      joiningInstructions: 'Report to reception and ask for the SafeSite training room.',
    },
    'course-online': {
      date,
      accessDetails: 'Go to https://learn.example.com and sign in with your email address.',
    },
    card: {},
  };
  return { ...byKind[kind], ...overrides };
}

/** RFC 2047 encoded words (as in a subject with a dash), back to text: for tests that read emails. */
export function decodeMimeHeader(value: string): string {
  const text = (bytes: number[]) => new TextDecoder().decode(new Uint8Array(bytes));
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, encoded: string) => {
      if (encoding.toUpperCase() === 'B') {
        return text([...atob(encoded)].map((char) => char.charCodeAt(0)));
      }
      const bytes: number[] = [];
      for (let i = 0; i < encoded.length; i += 1) {
        if (encoded[i] === '_') bytes.push(32);
        else if (encoded[i] === '=') {
          bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(encoded.charCodeAt(i));
      }
      return text(bytes);
    });
}
