import { describe, expect, it } from 'vitest';
import type { TestCentre } from '../src/catalogue';
import { getCentreBySlug } from '../src/catalogue';
import {
  NEAREST_CENTRES_LIMIT,
  NEAREST_CENTRES_MAX_MILES,
  distanceMiles,
  lookupOutcode,
  nearestCentres,
} from '../src/geo';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

const centreAt = (id: number, latitude: number, longitude: number): TestCentre => ({
  id,
  slug: `centre-${id}`,
  name: `Centre ${id}`,
  shortName: `Centre ${id}`,
  address: ['1 High Street'],
  postcode: 'SW1A 1AA',
  latitude,
  longitude,
});

describe('distanceMiles', () => {
  it('measures London to Manchester as about 163 miles', () => {
    expect(distanceMiles(LONDON, MANCHESTER)).toBeCloseTo(163, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceMiles(LONDON, LONDON)).toBe(0);
    expect(distanceMiles(LONDON, MANCHESTER)).toBeCloseTo(distanceMiles(MANCHESTER, LONDON), 9);
  });

  it('gives 69.09 miles per degree of latitude', () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.09,
      2,
    );
  });
});

describe('nearestCentres (spec §7, §9)', () => {
  it('keeps at most 10 centres, all under 15 miles, nearest first', () => {
    const result = nearestCentres(LONDON);
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(NEAREST_CENTRES_LIMIT);
    for (const { miles } of result) expect(miles).toBeLessThan(NEAREST_CENTRES_MAX_MILES);
    const miles = result.map((r) => r.miles);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  });

  it('cuts a long list at 10', () => {
    const centres = Array.from({ length: 25 }, (_, i) => centreAt(i + 1, 51.5 + i * 0.001, 0));
    const result = nearestCentres({ latitude: 51.5, longitude: 0 }, centres);
    expect(result.map((r) => r.centre.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('leaves out a centre at 15 miles or more', () => {
    const degreesFor = (miles: number) => miles / 69.09;
    const centres = [
      centreAt(1, 51 + degreesFor(14.9), 0),
      centreAt(2, 51 + degreesFor(15.01), 0),
      centreAt(3, 51 + degreesFor(40), 0),
    ];
    const result = nearestCentres({ latitude: 51, longitude: 0 }, centres);
    expect(result.map((r) => r.centre.id)).toEqual([1]);
  });

  it('finds no centre for a point in the North Sea', () => {
    expect(nearestCentres({ latitude: 55.5, longitude: 3 })).toEqual([]);
  });

  it('finds the Aberdeen centre first from the AB10 district', () => {
    const ab10 = lookupOutcode('AB10');
    expect(ab10).toBeDefined();
    const [first] = nearestCentres(ab10!);
    expect(first?.centre).toEqual(getCentreBySlug('aberdeen'));
  });

  it("places a split central London district ('W1', 'EC1') in the middle of its parts", () => {
    const w1 = lookupOutcode('w1')!;
    const parts = ['W1A', 'W1W'].map((part) => lookupOutcode(part)!);
    expect(w1.town).toBe('London');
    expect(distanceMiles(w1, parts[0]!)).toBeLessThan(2);
    expect(distanceMiles(w1, parts[1]!)).toBeLessThan(2);
    expect(lookupOutcode('EC1')).toBeDefined();
    expect(nearestCentres(w1).length).toBeGreaterThan(0);
    for (const split of ['SW1', 'WC2']) expect(lookupOutcode(split)?.town, split).toBe('London');
    // A district that has a row of its own (E1, beside E1W) keeps its own place.
    const e1 = lookupOutcode('E1')!;
    const e1w = lookupOutcode('E1W')!;
    const averaged = [(e1.latitude + e1w.latitude) / 2, (e1.longitude + e1w.longitude) / 2];
    expect([e1.latitude, e1.longitude]).not.toEqual(averaged);
    expect([e1.latitude, e1.longitude]).toEqual([51.5163, -0.0603696]);
  });
});
