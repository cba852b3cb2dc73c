import { describe, expect, it } from 'vitest';
import { getCardByKey } from '../src/catalogue';
import { isWorkingDay } from '../src/calendar';
import { occupationForTrade, planStart, workingDaysAfter } from '../src/planning';
import { addDays } from '../src/validators';

const green = getCardByKey('green-labourer')!;
const black = getCardByKey('black-manager')!;
const blue = getCardByKey('blue-skilled-worker')!;
// A Friday.
const today = '2026-11-27';

describe('planStart', () => {
  it('works back from a start date through Christmas for a Green Labourer card', () => {
    const plan = planStart({ start: '2027-01-04', card: green, today });
    expect(plan.testType).toBe('operative');
    expect(plan.steps.map((step) => [step.key, step.by])).toEqual([
      ['course', '2026-12-18'],
      ['test', '2026-12-21'],
      // Five working days before 31 December skip Christmas Day and Boxing Day (28 December).
      ['application', '2026-12-22'],
      // New Year's Day is a Friday bank holiday: the card is due the Thursday before.
      ['virtual-card', '2026-12-31'],
    ]);
    expect(plan.fits).toBe(true);
    expect(plan.cardByPost).toBe('2027-01-08');
  });

  it('gives each step its earliest day, counted forward from today', () => {
    const plan = planStart({ start: '2027-01-04', card: green, today });
    expect(plan.steps.map((step) => [step.key, step.earliest])).toEqual([
      ['course', '2026-11-30'],
      ['test', '2026-12-02'],
      ['application', '2026-12-03'],
      ['virtual-card', '2026-12-10'],
    ]);
    expect(plan.earliestStart).toBe('2026-12-11');
  });

  it('flags the steps that cannot fit before a start in 3 days, and the earliest start', () => {
    const plan = planStart({ start: '2026-11-30', card: green, today });
    expect(plan.fits).toBe(false);
    expect(plan.steps.every((step) => !step.fits)).toBe(true);
    expect(plan.earliestStart).toBe('2026-12-11');
    // That start fits exactly.
    expect(planStart({ start: plan.earliestStart, card: green, today }).fits).toBe(true);
    expect(planStart({ start: '2026-12-10', card: green, today }).fits).toBe(false);
  });

  it('plans other cards without the course, with their own test', () => {
    const plan = planStart({ start: '2027-01-04', card: black, today });
    expect(plan.testType).toBe('managers-and-professionals');
    expect(plan.steps.map((step) => step.key)).toEqual(['test', 'application', 'virtual-card']);
    // The test's booking lead time, not the course, sets the earliest start.
    expect(plan.earliestStart).toBe('2026-12-11');
    expect(planStart({ start: '2027-01-04', card: blue, today }).testType).toBe('operative');
  });

  it("takes a trade's own test when the worker chose a trade", () => {
    const plan = planStart({ start: '2027-01-04', card: blue, today, testType: 'plumbing-or-gas' });
    expect(plan.testType).toBe('plumbing-or-gas');
  });

  it('only ever gives working days, whatever the start and today', () => {
    for (let i = 0; i < 60; i += 1) {
      const start = addDays('2026-12-01', i);
      const from = addDays('2026-11-20', i % 9);
      const plan = planStart({ start, card: green, today: from });
      for (const day of [...plan.steps.flatMap((s) => [s.by, s.earliest]), plan.earliestStart])
        expect(isWorkingDay(day), `${start} from ${from}: ${day}`).toBe(true);
    }
  });
});

describe('workingDaysAfter', () => {
  it('skips weekends and bank holidays', () => {
    expect(workingDaysAfter('2026-12-24', 1)).toBe('2026-12-29');
    expect(workingDaysAfter('2026-11-27', 1)).toBe('2026-11-30');
  });

  it('with no days, keeps a working day and moves a closed one to the next', () => {
    expect(workingDaysAfter('2026-11-27', 0)).toBe('2026-11-27');
    expect(workingDaysAfter('2026-12-25', 0)).toBe('2026-12-29');
  });
});

describe('occupationForTrade', () => {
  it("finds a trade's test for the card it holds", () => {
    const aerial = occupationForTrade('Aerial and Satellite Installer', green);
    expect(aerial?.testType).toBe('working-at-height');
    expect(aerial?.cards).toContain('Green Labourer');
  });

  it('knows no withdrawn or unknown trade', () => {
    expect(occupationForTrade('Aerial Rescue', green)).toBeUndefined();
    expect(occupationForTrade('Astronaut', green)).toBeUndefined();
  });
});
