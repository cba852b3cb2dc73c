import { useLingui } from '@lingui/react/macro';
import { useRouteLoaderData } from 'react-router';
import { formatLongDate, formatTime } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import type { PageLanguage } from '../../i18n/page-language';
import { formatCourseStart } from '../../lib/course-start';

/** How the page's language writes dates (undefined in English: the spec's en-GB style). */
export function useDateWords(): DateWords | undefined {
  return (useRouteLoaderData('root') as PageLanguage | undefined)?.dateWords;
}

// 'HH:MM' on a 24-hour clock in UK time, whatever zone the browser is in.
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/**
 * When a classroom course day starts, in the page's language: 'Tuesday 24 November 2026 at
 * 9:00am' in English (lib/course-start.ts, unchanged), 'marți, 24 noiembrie 2026, ora 9:00' in
 * Romanian. Always UK time.
 */
export function useCourseStart(): (datetime: string) => string {
  const { t } = useLingui();
  const words = useDateWords();
  return (datetime) => {
    if (!words) return formatCourseStart(datetime);
    const instant = new Date(datetime);
    if (Number.isNaN(instant.getTime())) return formatLongDate(datetime, words);
    const date = formatLongDate(instant, words);
    const time = formatTime(LONDON_CLOCK.format(instant), words);
    return t({
      comment:
        'When a classroom course day starts, UK time: {date} is a long date such as "Tuesday 24 November 2026", {time} a 24-hour time such as "9:00".',
      message: `${date} at ${time}`,
    });
  };
}
