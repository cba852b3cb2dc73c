import { describe, expect, it } from 'vitest';
import {
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  foldForSearch,
  formatDateTimeInWords,
  parseMoneyInput,
  phoneDigitsForSearch,
} from '../src/format';

describe('foldForSearch (decision 018)', () => {
  it('maps each accented letter of the table to one plain letter', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
  });

  it.each([
    ['Wiśniewski', 'wisniewski'],
    ['Łukasz Żółć', 'lukasz zolc'],
    ['Ștefan Țăranu Şerban', 'stefan taranu serban'],
    ['Dvořák Šťastný Kůň', 'dvorak stastny kun'],
    ['Žemaitė Jonušas Ąžuolas', 'zemaite jonusas azuolas'],
    ['Erdős Gyűrű', 'erdos gyuru'],
    ['Weiß Müller STRAẞE', 'weiss muller strasse'],
    ['Ærø Œuvre', 'aero oeuvre'],
    ["O'Neill-Smith", "o'neill-smith"],
  ])('%s -> %s', (name, folded) => {
    expect(foldForSearch(name)).toBe(folded);
  });
});

describe('phoneDigitsForSearch', () => {
  it.each([
    ['07700 900123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['447700900123', '07700900123'],
    ['0044 7700 900123', '07700900123'],
    ['+44 (0)7700 900123', '07700900123'],
    ['+48 601 234 567', '48601234567'],
  ])('%s -> %s', (typed, digits) => {
    expect(phoneDigitsForSearch(typed)).toBe(digits);
  });

  it('is no phone number when the text has letters or too few digits', () => {
    expect(phoneDigitsForSearch('Wilson')).toBeNull();
    expect(phoneDigitsForSearch('LS1 4DY')).toBeNull();
    expect(phoneDigitsForSearch('123')).toBeNull();
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['£100', 10000],
    ['100', 10000],
    ['100.00', 10000],
    ['£1,000', 100000],
    ['£ 23.5', 2350],
    ['0.01', 1],
    [' 1,234,567.89 ', 123456789],
  ])('reads %s as %i pence', (typed, pence) => {
    expect(parseMoneyInput(typed)).toEqual({ pence });
  });

  it.each(['', 'ten', '£', '1,00', '10.123', '-5', '1e3', '£10 or so', '10,0000'])(
    'refuses %j with words that say what to type',
    (typed) => {
      expect(parseMoneyInput(typed)).toEqual({
        error: 'Enter an amount in pounds, like £100 or 23.50',
      });
    },
  );

  it('refuses nothing at all', () => {
    expect(parseMoneyInput('0.00')).toEqual({ error: 'Enter an amount of at least 1p' });
  });
});

describe('formatDateTimeInWords', () => {
  it('says the day and the UK time, summer time counted', () => {
    expect(formatDateTimeInWords('2026-12-15T09:30:00Z')).toBe('Tuesday 15 December 2026, 9:30am');
    expect(formatDateTimeInWords('2026-07-14T08:30:00Z')).toBe('Tuesday 14 July 2026, 9:30am');
    expect(formatDateTimeInWords('2026-07-14T11:00:00Z')).toBe('Tuesday 14 July 2026, midday');
    expect(formatDateTimeInWords('2026-12-15')).toBe('Tuesday 15 December 2026');
  });
});
