import { describe, expect, it } from 'vitest';
import {
  ALLOWED,
  CLOSED_STAGES,
  FULFILMENT_STEPS,
  STAGES,
  canMove,
  stageOf,
} from '../src/fulfilment';

describe('fulfilment stages', () => {
  it('takes the payment status until a fulfilment step is set', () => {
    expect(stageOf({ status: 'paid', fulfilmentStatus: null })).toBe('paid');
    expect(stageOf({ status: 'paid', fulfilmentStatus: 'submitted' })).toBe('submitted');
  });

  it('moves only to fulfilment steps, and only from a paid stage', () => {
    for (const from of STAGES) {
      for (const to of ALLOWED[from]) expect(FULFILMENT_STEPS).toContain(to);
    }
    expect(canMove('pending', 'submitted')).toBe(false);
    expect(canMove('paid', 'submitted')).toBe(true);
    expect(canMove('cancelled', 'refunded')).toBe(true);
  });

  it('ends at a closed stage, from which only a cancelled order may still be refunded', () => {
    for (const stage of CLOSED_STAGES) {
      expect(ALLOWED[stage]).toEqual(stage === 'cancelled' ? ['refunded'] : []);
    }
  });
});
