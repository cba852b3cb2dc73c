import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate, formatTime } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';

/**
 * A day and a time on it, in the page's language: 'Wednesday 16 December 2026 at 9:30am' in
 * English (the domain's sentences, emails and API say it so), 'środa, 16 grudnia 2026, godz. 9:30'
 * in Polish. `date` is 'YYYY-MM-DD', `time` 'HH:MM' (UK time); `words` are the page's date words
 * (i18n/date-words.ts), undefined in English.
 */
export function dateAtTime(date: string, time: string, i18n: I18n, words?: DateWords): string {
  const day = formatLongDate(date, words);
  const hour = formatTime(time, words);
  return i18n._(msg({ comment: 'A date and the time on it', message: `${day} at ${hour}` }));
}
