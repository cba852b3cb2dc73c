import { describe, expect, it } from 'vitest';
import { TEST_CENTRES, getCentreById, getCentreBySlug } from '../src/catalogue';

describe('test centres', () => {
  it('has about 170 UK centres with numeric ids 1..n in slug order', () => {
    expect(TEST_CENTRES.length).toBeGreaterThanOrEqual(150);
    expect(TEST_CENTRES.length).toBeLessThanOrEqual(200);
    expect(TEST_CENTRES.map((c) => c.id)).toEqual(TEST_CENTRES.map((_, i) => i + 1));
    const slugs = TEST_CENTRES.map((c) => c.slug);
    expect([...slugs].sort()).toEqual(slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('places every centre in the UK, Channel Islands or Isle of Man', () => {
    for (const centre of TEST_CENTRES) {
      expect(centre.latitude, centre.slug).toBeGreaterThan(49.1);
      expect(centre.latitude, centre.slug).toBeLessThan(61);
      expect(centre.longitude, centre.slug).toBeGreaterThan(-8.7);
      expect(centre.longitude, centre.slug).toBeLessThan(2);
    }
  });

  it('gives every centre a name, short name, address lines and a postcode', () => {
    for (const centre of TEST_CENTRES) {
      expect(centre.name).not.toBe('');
      expect(centre.shortName).not.toBe('');
      expect(centre.address.length).toBeGreaterThan(0);
      expect(centre.address.every((line) => line.trim() === line && line !== '')).toBe(true);
      expect(centre.postcode).toMatch(/^[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2}$/);
    }
  });

  it('runs from Aberdeen to York (spec §3)', () => {
    expect(TEST_CENTRES[0]?.shortName).toBe('Aberdeen');
    expect(getCentreBySlug('york')?.shortName).toBe('York');
  });

  it('finds a centre by id', () => {
    expect(getCentreById(1)?.slug).toBe('aberdeen');
    expect(getCentreById(0)).toBeUndefined();
    expect(getCentreById(TEST_CENTRES.length + 1)).toBeUndefined();
  });
});
