import { describe, expect, it } from 'vitest';
import { getCardByKey } from '../src/catalogue';
import { NATIONS, isWorkingDay } from '../src/calendar';
import { occupationForTrade, planDaysAfter, planStart } from '../src/planning';
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
    // Ten working days from 22 December skip Christmas, Boxing Day, New Year's Day and, as the
    // plan has no centre and keeps every nation's days, Scotland's 2 January (Monday 4).
    expect(plan.cardByPost).toBe('2027-01-11');
  });

  it('gives each step its earliest day, counted forward from today', () => {
    const plan = planStart({ start: '2027-01-04', card: green, today });
    // Monday 30 November 2026 is St Andrew's Day: not a day for the course, wherever it is.
    expect(plan.steps.map((step) => [step.key, step.earliest])).toEqual([
      ['course', '2026-12-01'],
      ['test', '2026-12-03'],
      ['application', '2026-12-04'],
      ['virtual-card', '2026-12-11'],
    ]);
    expect(plan.earliestStart).toBe('2026-12-14');
  });

  it('flags the steps that cannot fit before a start in 3 days, and the earliest start', () => {
    const plan = planStart({ start: '2026-11-30', card: green, today });
    expect(plan.fits).toBe(false);
    expect(plan.steps.every((step) => !step.fits)).toBe(true);
    expect(plan.earliestStart).toBe('2026-12-14');
    // That start fits exactly.
    expect(planStart({ start: plan.earliestStart, card: green, today }).fits).toBe(true);
    expect(planStart({ start: '2026-12-11', card: green, today }).fits).toBe(false);
  });

  it('plans other cards without the course, with their own test', () => {
    const plan = planStart({ start: '2027-01-04', card: black, today });
    expect(plan.testType).toBe('managers-and-professionals');
    expect(plan.steps.map((step) => step.key)).toEqual(['test', 'application', 'virtual-card']);
    // The test's booking lead time, not the course, sets the earliest start.
    expect(plan.earliestStart).toBe('2026-12-14');
    expect(planStart({ start: '2027-01-04', card: blue, today }).testType).toBe('operative');
  });

  it("takes a trade's own test when the worker chose a trade", () => {
    const plan = planStart({ start: '2027-01-04', card: blue, today, testType: 'plumbing-or-gas' });
    expect(plan.testType).toBe('plumbing-or-gas');
  });

  it('only ever gives working days in every nation, whatever the start and today', () => {
    for (let i = 0; i < 60; i += 1) {
      const start = addDays('2026-12-01', i);
      const from = addDays('2026-11-20', i % 9);
      const plan = planStart({ start, card: green, today: from });
      for (const day of [...plan.steps.flatMap((s) => [s.by, s.earliest]), plan.earliestStart])
        for (const nation of NATIONS) {
          expect(isWorkingDay(day, nation), `${start} from ${from}: ${day} (${nation})`).toBe(true);
        }
    }
  });
});

describe('planDaysAfter', () => {
  it('skips weekends and bank holidays, every nation’s', () => {
    expect(planDaysAfter('2026-12-24', 1)).toBe('2026-12-29');
    // Monday 30 November 2026 is St Andrew's Day: a Scottish centre is closed.
    expect(planDaysAfter('2026-11-27', 1)).toBe('2026-12-01');
    expect(planDaysAfter('2026-11-26', 1)).toBe('2026-11-27');
    // Wednesday 17 March 2027 is St Patrick's Day: a Northern Irish centre is closed.
    expect(planDaysAfter('2027-03-16', 1)).toBe('2027-03-18');
  });

  it('with no days, keeps a working day and moves a closed one to the next', () => {
    expect(planDaysAfter('2026-11-27', 0)).toBe('2026-11-27');
    expect(planDaysAfter('2026-12-25', 0)).toBe('2026-12-29');
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
