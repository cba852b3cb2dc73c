import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  arriveEarlyLine,
  bringIdLine,
  photoIdLine,
  requestCostWords,
} from '@site/domain/fulfilment';
import type { DateWords } from '@site/domain/format';
import type { BookingStatus } from '@site/domain/schemas';
import { testI18n } from '../../i18n/testing';
import { lookupLine, lookupSlotWords, requestCostWordsIn } from './booking-words';

const PL_WORDS: DateWords = {
  pattern: '{weekday}, {day} {month} {year}',
  months: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  weekdays: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
};

// Messages keyed by the English, so the test needs no compiled catalogue: each says it is Polish.
const polish = testI18n('pl', {});
polish.setMessagesCompiler((message) => compileMessage(`PL ${message}`));

const SLOT: NonNullable<BookingStatus['slot']> = {
  confirmed: true,
  date: '2026-12-16',
  time: '09:30',
  words: 'Wednesday 16 December 2026 at 9:30am, Leeds Test Centre, Gallery House, LS1 5RD',
  lines: [],
};

describe('the status look-up’s words', () => {
  it('keeps English as the API sent it', () => {
    const english = testI18n();
    expect(lookupLine(bringIdLine('James Wilson'), '09:30', english)).toBe(
      'Bring photo identification in the name James Wilson.',
    );
    expect(lookupSlotWords(SLOT, 'test', english)).toBe(SLOT.words);
    for (const [late, freeUntil] of [
      [false, '2026-12-07'],
      [true, '2026-12-07'],
      [false, null],
    ] as const) {
      for (const orderKind of ['test', 'course-offline'] as const) {
        for (const requestKind of ['change', 'cancel'] as const) {
          expect(requestCostWordsIn(orderKind, requestKind, { late, freeUntil }, english)).toBe(
            requestCostWords(orderKind, requestKind, { late, freeUntil }),
          );
        }
      }
    }
  });

  it('says the slot’s date and time in the page’s language and keeps the place', () => {
    expect(lookupSlotWords(SLOT, 'test', polish, PL_WORDS)).toMatch(
      /^PL .*, Leeds Test Centre, Gallery House, LS1 5RD$/,
    );
  });

  it('recognises the domain’s sentences and says them again in the page’s language', () => {
    for (const line of [photoIdLine(), arriveEarlyLine('09:30'), bringIdLine('James Wilson')]) {
      expect(lookupLine(line, '09:30', polish, PL_WORDS)).toMatch(/^PL /);
    }
    expect(lookupLine('If that is not available: Friday 18 December 2026.', null, polish)).toMatch(
      /^PL /,
    );
    expect(lookupLine('Something staff wrote.', null, polish)).toBe('Something staff wrote.');
  });
});
