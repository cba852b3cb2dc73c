import {
  formatDateTimeInWords,
  formatLongDate,
  formatTime,
  type DateWords,
} from '@site/domain/format';

// 'HH:MM' on a 24-hour clock in UK time, whatever zone the browser is in.
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/**
 * When a classroom course day starts: 'Tuesday 24 November 2026 at 9:00am' (spec §9 dates,
 * UK time), written as the test pages write a test's date and time. With another language's
 * date words (useDateWords), its own date and time, as formatDateTimeInWords writes them.
 */
export function formatCourseStart(datetime: string | Date, words?: DateWords): string {
  const instant = typeof datetime === 'string' ? new Date(datetime) : datetime;
  if (Number.isNaN(instant.getTime())) return formatLongDate(datetime, words);
  if (words) return formatDateTimeInWords(instant, words);
  return `${formatLongDate(instant)} at ${formatTime(LONDON_CLOCK.format(instant))}`;
}
