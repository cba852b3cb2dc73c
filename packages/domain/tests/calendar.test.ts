import { describe, expect, it } from 'vitest';
import {
  bookingCalendar,
  confirmedWords,
  replacingConfirmation,
  escapeText,
  foldLine,
  londonToUtc,
  londonWallClock,
} from '../src/fulfilment';
import type { ConfirmedDetails } from '../src/fulfilment';

const test: ConfirmedDetails = {
  kind: 'test',
  date: '2026-12-15',
  time: '09:30',
  centre: 'leeds',
  centreName: 'Leeds Test Centre',
  centreAddress: 'Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD',
  bookingReference: 'PV-4471920',
  confirmedAt: '2026-11-25T10:15:00.000Z',
};

describe('the confirmed booking in words', () => {
  it('says the day, time and centre, when to arrive and what to bring', () => {
    expect(confirmedWords(test, 'James Wilson')).toEqual({
      headline:
        'Your test is on Tuesday 15 December 2026 at 9:30am at Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD.',
      lines: [
        'Arrive 15 minutes early, by 9:15am.',
        'Bring photo identification in the name James Wilson.',
        'Your test booking reference is PV-4471920.',
      ],
    });
  });
});

describe('the calendar file (RFC 5545)', () => {
  it('turns London wall-clock times into UTC on both sides of a clock change', () => {
    expect(londonToUtc('2026-12-15', '09:30').toISOString()).toBe('2026-12-15T09:30:00.000Z');
    expect(londonToUtc('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    // 29 March 2026: the clocks go forward at 01:00 GMT; 10:00 that morning is 09:00 UTC.
    expect(londonToUtc('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    // 25 October 2026: back at 02:00 BST; 10:00 that morning is 10:00 UTC.
    expect(londonToUtc('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(
      `DESCRIPTION:${'é'.repeat(60)}`,
    );
  });

  it('writes one event with CRLF line ends, UTC times and the booking in words', () => {
    const ics = bookingCalendar(
      { ...test, date: '2026-07-01' },
      { id: '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d', description: 'CITB HS&E test: Operative' },
      'James Wilson',
    )!;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d@safesite-bookings.co.uk');
    expect(lines).toContain('DTSTAMP:20261125T101500Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART:20260701T083000Z');
    expect(lines).toContain('DTEND:20260701T091500Z');
    expect(lines).toContain('SUMMARY:CITB HS&E test: Operative at Leeds Test Centre');
    expect(lines).toContain(
      'LOCATION:Leeds Test Centre\\, Gallery House 1st Floor\\, The Headrow\\, Leeds\\, LS1 5RD',
    );
    expect(unfolded).toContain('DESCRIPTION:Your test is on Wednesday 1 July 2026 at 9:30am');
    expect(unfolded).toContain('\\nArrive 15 minutes early\\, by 9:15am.');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('replaces the event when the slot changes: the same UID, a higher SEQUENCE, a new DTSTAMP', () => {
    const order = { id: '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d', description: 'CITB HS&E test' };
    const first = bookingCalendar(test, order, 'James Wilson')!;
    const moved = replacingConfirmation(test, {
      ...test,
      time: '13:30',
      confirmedAt: '2026-12-01T16:40:00.000Z',
    });
    const again = replacingConfirmation(moved, { ...test, time: '13:30', date: '2026-12-16' });
    const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
    const field = (ics: string, name: string) =>
      lines(ics).find((line) => line.startsWith(`${name}:`));
    const second = bookingCalendar(moved, order, 'James Wilson')!;
    const third = bookingCalendar(again, order, 'James Wilson')!;
    expect(field(second, 'UID')).toBe(field(first, 'UID'));
    expect(field(third, 'UID')).toBe(field(first, 'UID'));
    expect([first, second, third].map((ics) => field(ics, 'SEQUENCE'))).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:2',
    ]);
    expect(field(second, 'DTSTAMP')).toBe('DTSTAMP:20261201T164000Z');
    expect(field(second, 'DTSTART')).toBe('DTSTART:20261215T133000Z');
    expect(field(third, 'DTSTART')).toBe('DTSTART:20261216T133000Z');
    // The first confirmation of an order has no version to follow.
    expect(replacingConfirmation(null, test)).toEqual(test);
  });

  it('makes an online assessment an all-day event, and a card no event at all', () => {
    const ics = bookingCalendar(
      {
        kind: 'course-online',
        date: '2026-12-31',
        accessDetails: 'Go to https://learn.example.com',
        confirmedAt: test.confirmedAt,
      },
      { id: 'abc', description: 'Level 1 Award (online)' },
      'James Wilson',
    )!;
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(
      bookingCalendar(
        { kind: 'card', applicationReference: 'CSCS-1', confirmedAt: test.confirmedAt },
        { id: 'abc', description: 'CSCS card' },
        'James Wilson',
      ),
    ).toBeNull();
  });
});

describe('London wall-clock time', () => {
  it('reads an instant as the day and time in London, in winter and in summer time', () => {
    expect(londonWallClock(new Date('2026-12-15T09:30:00Z'))).toEqual({
      date: '2026-12-15',
      time: '09:30',
    });
    expect(londonWallClock(new Date('2026-07-01T23:15:00Z'))).toEqual({
      date: '2026-07-02',
      time: '00:15',
    });
    expect(londonWallClock(londonToUtc('2026-03-29', '09:00'))).toEqual({
      date: '2026-03-29',
      time: '09:00',
    });
  });
});
