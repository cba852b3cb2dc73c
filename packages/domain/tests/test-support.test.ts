import { describe, expect, it } from 'vitest';
import { getCentreById, isLanguageOffered } from '../src/catalogue';
import { isUkPostcode } from '../src/geo';
import {
  buildCandidate,
  buildCardApplication,
  buildContact,
  buildTestBooking,
  futureWeekday,
  openDayAfter,
} from '../test-support';

describe('test-support builders', () => {
  it('builds a candidate with realistic UK defaults and overrides', () => {
    const candidate = buildCandidate({ firstName: 'Aisha' });
    expect(candidate.firstName).toBe('Aisha');
    expect(candidate.title).toBe('Mr');
    expect(candidate.middleName).toBe('');
    expect(isUkPostcode(candidate.postcode)).toBe(true);
    expect(candidate.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('builds a test booking for a real centre, in the future, in an offered language', () => {
    const booking = buildTestBooking();
    const today = new Date().toISOString().slice(0, 10);
    expect(getCentreById(booking.location)).toBeDefined();
    expect(booking.date > today).toBe(true);
    expect(booking.alternateDate > booking.date).toBe(true);
    expect(isLanguageOffered(booking.testType, booking.language)).toBe(true);
    expect(booking.retake).toBe(false);
    expect(buildTestBooking({ retake: true }).retake).toBe(true);
  });

  it('skips Sundays when picking a future date', () => {
    // 2026-11-21 is a Saturday; one day later is a Sunday, so Monday is chosen.
    expect(futureWeekday(1, new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-23');
  });

  it('skips bank holidays too: centres are closed on them', () => {
    // Christmas Day 2026 is a Friday; the Saturday after is open.
    expect(futureWeekday(1, new Date('2026-12-24T12:00:00Z'))).toBe('2026-12-26');
    // Sunday 27, then Monday 28 December 2026 is the Boxing Day bank holiday.
    expect(futureWeekday(1, new Date('2026-12-26T12:00:00Z'))).toBe('2026-12-29');
    expect(openDayAfter('2026-12-24')).toBe('2026-12-26');
  });

  it('picks a day every nation’s centres are open, whichever centre is booked', () => {
    // Monday 30 November 2026 is St Andrew's Day; Monday 4 January 2027 Scotland's 2 January.
    expect(futureWeekday(1, new Date('2026-11-28T12:00:00Z'))).toBe('2026-12-01');
    expect(futureWeekday(1, new Date('2027-01-03T12:00:00Z'))).toBe('2027-01-05');
    expect(openDayAfter('2027-03-16')).toBe('2027-03-18'); // not St Patrick's Day
  });

  it('builds a card application and a contact', () => {
    expect(buildCardApplication({ applicationType: 'Renew Card' }).applicationType).toBe(
      'Renew Card',
    );
    expect(buildContact().title).toBe('Mr');
  });
});
