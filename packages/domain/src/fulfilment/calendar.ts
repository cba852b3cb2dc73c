import { confirmedWords } from './confirmed-words';
import type { ConfirmedDetails } from './confirmed-details';

/** How long each booking lasts in a calendar: the HS&E test is 45 minutes, a course day 7 hours. */
const DURATION_MINUTES = { test: 45, 'course-offline': 7 * 60 } as const;

export interface CalendarEvent {
  /** Stable per order, so that a second download replaces the first in a calendar. */
  uid: string;
  summary: string;
  organiser: string;
  /**
   * The language of the summary and description (RFC 5545 §3.2.10), as an HTML lang: 'pl'.
   * Left out for English, whose files stay as they were.
   */
  language?: string;
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes London is ahead of UTC at `instant`: 0 in winter, 60 in summer time. */
function londonOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    LONDON.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - instant) / 60_000);
}

/** The London wall-clock day ('2026-12-15') and time ('09:30') of an instant. */
export function londonWallClock(instant: Date): { date: string; time: string } {
  const part = Object.fromEntries(
    LONDON.formatToParts(instant).map(({ type, value }) => [type, value]),
  ) as Record<string, string>;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** A London wall-clock time ('2026-12-15', '09:30') as the instant it names. */
export function londonToUtc(date: string, time: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the guessed instant, checked again at the answer (the day the clocks change).
  let utc = wall - londonOffsetMinutes(wall) * 60_000;
  utc = wall - londonOffsetMinutes(utc) * 60_000;
  return new Date(utc);
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const ENCODER = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets folded with CRLF and a space, never mid-character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = ENCODER.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * The booking as an iCalendar file (RFC 5545) for a test or a course; null for a card, which has
 * no date to keep. Times are written in UTC, converted from London's wall clock, so every
 * calendar shows the right hour on either side of a clock change without a VTIMEZONE block.
 */
export function calendarFile(
  details: ConfirmedDetails,
  event: CalendarEvent,
  words: { headline: string; lines: string[] },
): string | null {
  if (details.kind === 'card') return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.organiser)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(new Date(details.confirmedAt))}`,
    // The same UID with a higher SEQUENCE replaces the event a calendar already holds.
    `SEQUENCE:${details.sequence ?? 0}`,
  ];
  if (details.kind === 'course-online') {
    const day = details.date.replace(/-/g, '');
    const next = new Date(`${details.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    lines.push(
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, '')}`,
    );
  } else {
    const start = londonToUtc(details.date, details.time);
    const end = new Date(start.getTime() + DURATION_MINUTES[details.kind] * 60_000);
    const where =
      details.kind === 'test'
        ? `${details.centreName}, ${details.centreAddress}`
        : details.venueAddress;
    lines.push(
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `LOCATION:${escapeText(where)}`,
    );
  }
  const language = event.language ? `;LANGUAGE=${event.language}` : '';
  lines.push(
    `SUMMARY${language}:${escapeText(event.summary)}`,
    `DESCRIPTION${language}:${escapeText([words.headline, ...words.lines].join('\n'))}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The words of a calendar file in another language than English (issue 20). */
export interface CalendarText {
  summary: string;
  words: { headline: string; lines: string[] };
  /** The language's code, as an HTML lang ('pl', 'pa-Guru'). */
  language: string;
}

/**
 * The calendar file of one confirmed booking, the same bytes in the email and on the order page:
 * its UID is the order's, its DTSTAMP the moment staff confirmed it (or last changed it) and its
 * SEQUENCE the confirmation's version, so a changed slot's file replaces the first one. In English unless
 * `text` gives the summary and words in the order's language.
 */
export function bookingCalendar(
  details: ConfirmedDetails,
  order: { id: string; description: string },
  name: string,
  siteName = 'SafeSite Bookings',
  text?: CalendarText,
): string | null {
  const summary =
    details.kind === 'test'
      ? `${order.description} at ${details.centreName}`
      : details.kind === 'course-online'
        ? `${order.description}: final assessment`
        : order.description;
  return calendarFile(
    details,
    {
      uid: `${order.id}@safesite-bookings.co.uk`,
      summary: text?.summary ?? summary,
      organiser: siteName,
      ...(text ? { language: text.language } : {}),
    },
    text?.words ?? confirmedWords(details, name),
  );
}

/** The calendar file's name, as the email attaches it and the page downloads it. */
export const CALENDAR_FILE_NAME = 'booking.ics';
