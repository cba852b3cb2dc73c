import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, formatTime } from '../src/format';

describe('formatLongDate (spec §9)', () => {
  it('writes an ISO date as en-GB long format with weekday', () => {
    expect(formatLongDate('2026-11-21')).toBe('Saturday 21 November 2026');
  });

  it('never moves an ISO date across a day boundary, in or out of summer time', () => {
    expect(formatLongDate('2026-06-01')).toBe('Monday 1 June 2026');
    expect(formatLongDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLongDate('2026-01-01')).toBe('Thursday 1 January 2026');
  });

  it('shows an instant as the day it is in London', () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(formatLongDate(new Date('2026-06-30T23:30:00Z'))).toBe('Wednesday 1 July 2026');
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('Thursday 31 December 2026');
  });

  it('refuses a string that is not a date', () => {
    expect(() => formatLongDate('tomorrow')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [2350, '£23.50'],
    [3600, '£36.00'],
    [0, '£0.00'],
    [123456, '£1,234.56'],
  ])('%i pence -> %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });

  it('refuses fractions of a penny', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it.each([
    ['09:30', '9:30am'],
    ['13:05', '1:05pm'],
    ['12:00', 'midday'],
    ['00:00', 'midnight'],
    ['12:30', '12:30pm'],
  ])('%s -> %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => formatTime('9.30')).toThrow(RangeError);
  });
});
