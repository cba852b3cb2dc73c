import { describe, expect, it } from 'vitest';
import {
  isUkOutcode,
  isUkPostcode,
  lookupOutcode,
  lookupPostcode,
  normalisePostcode,
  outcodeOf,
  suggestOutcodes,
} from '../src/geo';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  SW1A   1AA ', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['gir0aa', 'GIR 0AA'],
    ['ab', 'AB'],
    // An outward code on its own keeps its letters together.
    ['sw1a', 'SW1A'],
    ['bt48', 'BT48'],
    ['ec1a ', 'EC1A'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });
});

describe('isUkPostcode', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'GIR 0AA',
    'BT1 5GS',
  ])('accepts %s', (postcode) => {
    expect(isUkPostcode(postcode)).toBe(true);
  });

  it.each([
    '',
    'SW1A',
    'SW1A 1A',
    '12345',
    'Q1 1AA', // Q never starts a postcode
    'AB1 1CA', // C never appears in the inward letters
    'SW1A 1AAA',
    'BFPO 123', // forces mail, no location
    'BF1 3AD',
    'SW1A-1AA',
  ])('rejects %s', (postcode) => {
    expect(isUkPostcode(postcode)).toBe(false);
  });
});

describe('outcodes', () => {
  it('takes the outward code of a postcode', () => {
    expect(outcodeOf('sw1a 1aa')).toBe('SW1A');
    expect(outcodeOf('M1 1AE')).toBe('M1');
    expect(outcodeOf('nonsense')).toBeUndefined();
  });

  it('recognises an outward code on its own', () => {
    expect(isUkOutcode('sw1a')).toBe(true);
    expect(isUkOutcode('M1')).toBe(true);
    expect(isUkOutcode('SW1A 1AA')).toBe(false);
  });

  it('looks up the centroid and post town of a district', () => {
    expect(lookupOutcode('ab10')).toEqual({
      outcode: 'AB10',
      latitude: 57.1349,
      longitude: -2.11739,
      town: 'Aberdeen',
    });
    expect(lookupOutcode('SW1A')?.town).toBe('London');
    expect(lookupOutcode('ZZ99')).toBeUndefined();
    // Terminated districts were dropped from the data (SOURCES.md).
    expect(lookupOutcode('AB1')).toBeUndefined();
  });

  it('looks up a full postcode by its district', () => {
    expect(lookupPostcode('SW1A 1AA')?.outcode).toBe('SW1A');
    expect(lookupPostcode('not a postcode')).toBeUndefined();
  });

  it('suggests districts for a partial postcode, exact match first', () => {
    const m1 = suggestOutcodes('m1', 20).map((o) => o.outcode);
    expect(m1[0]).toBe('M1');
    expect(m1.every((o) => o.startsWith('M1'))).toBe(true);
    const sw1 = suggestOutcodes('sw1', 20).map((o) => o.outcode);
    expect(sw1).toContain('SW1A');
    expect(sw1.every((o) => o.startsWith('SW1'))).toBe(true);
    expect(suggestOutcodes('M', 5)).toHaveLength(5);
    expect(suggestOutcodes('SW1A 1', 5)[0]?.outcode).toBe('SW1A');
    expect(suggestOutcodes('SW1A 1AA').map((o) => o.outcode)).toEqual(['SW1A']);
    expect(suggestOutcodes('')).toEqual([]);
    expect(suggestOutcodes('ZZ')).toEqual([]);
  });
});
