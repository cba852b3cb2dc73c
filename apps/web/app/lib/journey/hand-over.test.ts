import { describe, expect, it } from 'vitest';
import { firstStepKey } from './hand-over';

describe('firstStepKey', () => {
  it('keeps the prerendered step for a visitor whose answers are the first step’s own', () => {
    expect(firstStepKey('test-type', {}, {})).toBe('test-type');
    expect(firstStepKey('test-type', { location: 4 }, { location: 4 })).toBe('test-type');
    // An answer cleared on the way is no answer.
    expect(firstStepKey('test-type', { language: undefined }, {})).toBe('test-type');
  });

  it('gives a fresh step to a visitor with answers of their own', () => {
    expect(firstStepKey('test-type', { testType: 'operative' }, {})).toBe('test-type:resumed');
    expect(firstStepKey('card-type', { source: 'leaflet' }, {})).toBe('card-type:resumed');
  });
});
