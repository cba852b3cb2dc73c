import { describe, expect, it } from 'vitest';
import { formatDateTimeInWords, formatLongDate, formatTime } from '../src/format';
import { dateWordsFor } from '../src/format/date-words-by-locale';
import { PREFIXED_LOCALES } from '../src/i18n';

describe('long dates in every site language', () => {
  it('keeps the spec’s English style without words', () => {
    expect(formatLongDate('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(formatTime('13:00')).toBe('1:00pm');
  });

  it('writes a day as each language’s readers write it', () => {
    expect(formatLongDate('2026-11-25', dateWordsFor('pl'))).toBe('środa, 25 listopada 2026');
    expect(formatLongDate('2026-11-25', dateWordsFor('cy'))).toBe('Dydd Mercher, 25 Tachwedd 2026');
    expect(formatLongDate('2026-11-25', dateWordsFor('pa'))).toBe('ਬੁੱਧਵਾਰ, 25 ਨਵੰਬਰ 2026');
    expect(formatLongDate('2026-11-25', dateWordsFor('hu'))).toBe('2026. november 25., szerda');
  });

  it('matches Node’s CLDR for every language and every month', () => {
    for (const locale of PREFIXED_LOCALES) {
      const cldr = new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month += 1) {
        const day = new Date(Date.UTC(2027, month, 3 + month));
        const iso = day.toISOString().slice(0, 10);
        expect(formatLongDate(iso, dateWordsFor(locale)), `${locale} ${iso}`).toBe(
          cldr.format(day).replace(/[\u202f\u00a0]/g, ' '),
        );
      }
    }
  });

  it('gives an instant its London day and a 24-hour time', () => {
    // 23:30 UTC in summer is 00:30 the next day in London.
    const instant = new Date('2026-07-14T23:30:00Z');
    expect(formatDateTimeInWords(instant, dateWordsFor('pl'))).toBe('środa, 15 lipca 2026, 0:30');
    expect(formatTime('09:05', dateWordsFor('de'))).toBe('9:05');
  });
});
