import { describe, expect, it } from 'vitest';
import { TEST_TYPE_KEYS, TEST_TYPES, getTestType, isLanguageOffered } from '../src/catalogue';

const ENGLISH_ONLY = [
  'Supervisors Test',
  'Plumbing or Gas Test',
  'Highway Works Test',
  'Demolition Test',
  'HVACR (Domestic Heating and Plumbing)',
  'HVACR (Ductwork)',
  'HVACR (Pipelifting and Welding)',
  'HVACR (Services and Facilities)',
  'Lift and Escalators Test',
  'Tunnelling Test',
];

describe('test types (spec §9)', () => {
  it('has the 14 test types, one per key, in the order of the key list', () => {
    expect(TEST_TYPES.map((t) => t.key)).toEqual([...TEST_TYPE_KEYS]);
  });

  it('offers the Operative test in exactly the 15 languages of spec §9, in order', () => {
    expect(getTestType('operative')?.languages).toEqual([
      'English',
      'Voice Over English',
      'Bulgarian',
      'Czech',
      'French',
      'German',
      'Hungarian',
      'Lithuanian',
      'Polish',
      'Portuguese',
      'Punjabi',
      'Romanian',
      'Russian',
      'Spanish',
      'Welsh',
    ]);
  });

  it.each([
    ['managers-and-professionals', 'Managers and Professionals'],
    ['working-at-height', 'Working at Height Test'],
  ])('offers %s in English and Voice Over English', (key, name) => {
    expect(getTestType(key)?.name).toBe(name);
    expect(getTestType(key)?.languages).toEqual(['English', 'Voice Over English']);
  });

  it('offers HVACR refrigeration in English, Voice Over English and Welsh', () => {
    const test = getTestType('hvacr-refrigeration-and-air-conditioning');
    expect(test?.name).toBe('HVACR (Refrigeration and Air Conditioning)');
    expect(test?.languages).toEqual(['English', 'Voice Over English', 'Welsh']);
  });

  it.each(ENGLISH_ONLY)('offers %s in English only', (name) => {
    expect(TEST_TYPES.find((t) => t.name === name)?.languages).toEqual(['English']);
  });

  it('has 50 questions, 45 minutes and a pass mark of 45 for every test (hse-tests.csv)', () => {
    for (const test of TEST_TYPES) {
      expect([test.questions, test.durationMinutes, test.passMark]).toEqual([50, 45, 45]);
      expect(test.description).toMatch(/\.$/);
    }
  });

  it('uses the CITB codes and invents none for the Operatives test', () => {
    expect(getTestType('operative')?.code).toBeUndefined();
    expect(getTestType('managers-and-professionals')?.code).toBe('MAP');
    expect(getTestType('tunnelling')?.code).toBe('TUNN');
    const codes = TEST_TYPES.flatMap((t) => (t.code ? [t.code] : []));
    expect(new Set(codes).size).toBe(13);
  });

  it('answers whether a language is offered for a test', () => {
    expect(isLanguageOffered('operative', 'Polish')).toBe(true);
    expect(isLanguageOffered('supervisors', 'Polish')).toBe(false);
    expect(isLanguageOffered('supervisors', 'English')).toBe(true);
    expect(isLanguageOffered('no-such-test', 'English')).toBe(false);
    expect(getTestType('no-such-test')).toBeUndefined();
  });
});
