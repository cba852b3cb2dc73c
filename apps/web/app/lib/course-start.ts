import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formatDateTimeInWords,
  formatLongDate,
  formatTime,
  londonClockTime,
  type DateWords,
} from '@site/domain/format';

/**
 * When a classroom course day starts: 'Tuesday 24 November 2026 at 9:00am' (spec §9 dates,
 * UK time), written as the test pages write a test's date and time. In another language give
 * the page's date words (i18n/date-words.ts) and its i18n: 'marți, 24 noiembrie 2026, ora 9:00'.
 * (With the words alone it is formatDateTimeInWords' '…, 9:00'.)
 */
export function formatCourseStart(datetime: string | Date, words?: DateWords, i18n?: I18n): string {
  const instant = typeof datetime === 'string' ? new Date(datetime) : datetime;
  if (Number.isNaN(instant.getTime())) return formatLongDate(datetime, words);
  if (!words) return `${formatLongDate(instant)} at ${formatTime(londonClockTime(instant))}`;
  if (!i18n) return formatDateTimeInWords(instant, words);
  const date = formatLongDate(instant, words);
  const time = formatTime(londonClockTime(instant), words);
  return i18n._(
    msg({
      comment:
        'When a classroom course day starts, UK time: {date} is a long date such as "Tuesday 24 November 2026", {time} a 24-hour time such as "9:00".',
      message: `${date} at ${time}`,
    }),
  );
}
