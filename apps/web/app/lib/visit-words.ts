import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatLongDate, formatTime } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { ARRIVE_EARLY_MINUTES } from '@site/domain/fulfilment';

/*
 * The words of a test or course day in the page's language, as the emails and the API say them
 * in English (the domain's fulfilment sentences): the outcome page and the status page share them.
 */

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

function minutesBefore(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins - minutes + 24 * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 'Arrive 15 minutes early, by 9:15am.' for a start at '09:30'. */
export function arriveEarlyWords(time: string, i18n: I18n, words?: DateWords): string {
  const by = formatTime(minutesBefore(time, ARRIVE_EARLY_MINUTES), words);
  const minutes = ARRIVE_EARLY_MINUTES;
  return i18n._(
    msg`${plural(minutes, { one: 'Arrive # minute early', other: 'Arrive # minutes early' })}, by ${by}.`,
  );
}

/** `name` is the candidate's full name, the one their photo ID must show. */
export function bringIdWords(name: string, i18n: I18n): string {
  return i18n._(msg`Bring photo identification in the name ${name}.`);
}
