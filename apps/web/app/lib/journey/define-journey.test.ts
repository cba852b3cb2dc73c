import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJourney, stepAfter } from './define-journey';

afterEach(() => window.sessionStorage.clear());

const STEPS = ['kind', 'extra', 'details', 'check'] as const;

describe('stepAfter', () => {
  it('goes to the next step, never beyond the first one still unanswered', () => {
    expect(stepAfter(STEPS, 'kind', 'check', 'check')).toBe('extra');
    expect(stepAfter(STEPS, 'extra', 'extra', 'check')).toBe('extra');
    expect(stepAfter(STEPS, 'details', 'kind', 'check')).toBe('kind');
  });

  it('goes to the end when the step is the last or the unanswered one is not a step', () => {
    expect(stepAfter(STEPS, 'check', 'check', 'check')).toBe('check');
    expect(stepAfter(['kind', 'details'], 'kind', 'checkout', 'details')).toBe('details');
  });
});

describe('defineJourney', () => {
  it("keeps the answers and the attempt in the tab under the journey's name", () => {
    const journey = defineJourney({
      name: 'example',
      steps: STEPS,
      end: 'check',
      answers: z.object({ kind: z.string().optional(), detailsDone: z.boolean().optional() }),
      firstIncomplete: (a) => (a.kind ? 'check' : 'kind'),
      next: () => ({ step: 'check' }),
    });
    journey.store.write({ kind: 'long' });
    journey.attempts.write({ key: 'abcdefgh12', fingerprint: 'f' });
    expect(JSON.parse(window.sessionStorage.getItem('safesite:example') ?? '')).toEqual({
      kind: 'long',
    });
    expect(journey.attempts.read()?.key).toBe('abcdefgh12');
    expect(window.sessionStorage.getItem('safesite:example:attempt')).not.toBeNull();
    expect(journey.stepsFor({})).toEqual(STEPS);
  });
});
