import { TEST_PASS_MONTHS } from '../rules/card-rules';
import { addDays } from '../validators/dates';
import { londonToUtc } from './calendar';

/*
 * When each reminder of issue 19 goes, as London wall-clock times turned into instants, so a
 * reminder keeps its hour on either side of a clock change. A reminder whose moment has passed
 * while what it is about has not goes at once; one about something already past never goes.
 */

/** The hour reminders go: after the morning's start on site, before the working day ends. */
export const REMINDER_TIME = '10:00';

/**
 * The pass reminder goes 2 months before the pass runs out: CSCS takes up to about 3 weeks to
 * issue a card, and a retake needs a test date, which centres offer some weeks ahead.
 */
export const TEST_PASS_REMINDER_MONTHS = 2;

/** Card expiry reminders: 6 months ahead to plan a course or test, 1 month as the last call. */
export const CARD_EXPIRY_REMINDERS = [
  { tag: '6m', months: 6 },
  { tag: '1m', months: 1 },
] as const;

export interface ReminderTime {
  /** What the reminder is for, as the outbox keeps it (one row per occasion). */
  occasion: string;
  sendAfter: Date;
}

/** The day `months` calendar months after `date` (before when negative), kept in its month. */
export function shiftMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return first.toISOString().slice(0, 10);
}

/** A slot as the slot reminder's occasion: '2026-12-15T09:30'. */
export function slotOccasion(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The moment a slot starts. */
export function slotStart(date: string, time: string): Date {
  return londonToUtc(date, time);
}

/** Now if the planned moment has passed; else the planned moment. */
const notBefore = (planned: Date, now: Date) => (planned < now ? now : planned);

/** The reminder the day before a slot, or null when the slot has started. */
export function slotReminderTime(date: string, time: string, now: Date): ReminderTime | null {
  if (slotStart(date, time) <= now) return null;
  return {
    occasion: slotOccasion(date, time),
    sendAfter: notBefore(londonToUtc(addDays(date, -1), REMINDER_TIME), now),
  };
}

/** The card expiry reminders still ahead: 6 months and 1 month before `expiresOn`. */
export function cardExpiryReminderTimes(expiresOn: string, now: Date): ReminderTime[] {
  return CARD_EXPIRY_REMINDERS.map(({ tag, months }) => ({
    occasion: `${tag}:${expiresOn}`,
    sendAfter: londonToUtc(shiftMonths(expiresOn, -months), REMINDER_TIME),
  })).filter((reminder) => reminder.sendAfter > now);
}

/**
 * The last day a test pass taken on `testDate` counts for most applications (rules/card-rules.ts;
 * one used for a first Labourer card counts a year longer, for its renewal).
 */
export function testPassExpiresOn(testDate: string): string {
  return addDays(shiftMonths(testDate, TEST_PASS_MONTHS), -1);
}

/** The reminder before a test pass runs out, or null when it has run out. */
export function testPassReminderTime(testDate: string, now: Date): ReminderTime | null {
  const expiresOn = testPassExpiresOn(testDate);
  if (londonToUtc(addDays(expiresOn, 1), '00:00') <= now) return null;
  return {
    occasion: testDate,
    sendAfter: notBefore(
      londonToUtc(shiftMonths(expiresOn, -TEST_PASS_REMINDER_MONTHS), REMINDER_TIME),
      now,
    ),
  };
}

/** The card expiry date a card expiry reminder's occasion ('6m:2027-03-31') counts to. */
export function expiryOfOccasion(occasion: string): string {
  return occasion.slice(occasion.indexOf(':') + 1);
}
