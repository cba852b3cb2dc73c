import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '../src/catalogue';
import { SERVICE_FEES, cardPrice, coursePrice, lowestCardPrice, testPrice } from '../src/pricing';

describe('pricing (pence)', () => {
  it('prices the HS&E test at the £23.50 CITB fee plus our service fee', () => {
    expect(testPrice()).toEqual({ officialFee: 2350, serviceFee: 1250, total: 3600 });
  });

  it.each(APPLICATION_TYPES)('prices a %s at the £36 CSCS fee plus our service fee', (type) => {
    expect(cardPrice(type)).toEqual({ officialFee: 3600, serviceFee: 1999, total: 5599 });
  });

  it('charges no official fee for a new apprentice card, but does for a replacement', () => {
    expect(cardPrice('New Card', 'red-apprentice').officialFee).toBe(0);
    expect(cardPrice('Lost/Stolen Card', 'red-apprentice').officialFee).toBe(3600);
    expect(cardPrice('New Card', 'green-labourer').officialFee).toBe(3600);
  });

  it('starts card prices at the free new card, which costs only the service fee', () => {
    expect(lowestCardPrice()).toEqual({ officialFee: 0, serviceFee: 1999, total: 1999 });
  });

  it('prices courses with no official fee', () => {
    expect(coursePrice('Online')).toEqual({ officialFee: 0, serviceFee: 9900, total: 9900 });
    expect(coursePrice('Offline')).toEqual({ officialFee: 0, serviceFee: 13900, total: 13900 });
  });

  it('keeps every amount in whole pence with total = official + service', () => {
    const prices = [
      testPrice(),
      ...APPLICATION_TYPES.map((t) => cardPrice(t)),
      coursePrice('Online'),
      coursePrice('Offline'),
    ];
    for (const p of prices) {
      expect(Number.isInteger(p.officialFee) && Number.isInteger(p.serviceFee)).toBe(true);
      expect(p.total).toBe(p.officialFee + p.serviceFee);
    }
    expect(Object.values(SERVICE_FEES).every((fee) => fee > 0)).toBe(true);
  });
});
