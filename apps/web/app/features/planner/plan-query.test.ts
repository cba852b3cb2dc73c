import { describe, expect, it } from 'vitest';
import { addDays, addMonths, MESSAGES, todayInLondon } from '@site/domain/validators';
import { cardKeyOf, planQueryOf, planSearch, validatePlan } from './plan-query';

const inFiveWeeks = addDays(todayInLondon(), 35);

describe('the planner’s answers', () => {
  it('reads a plan from the address, and writes it back the same', () => {
    const query = planQueryOf(new URLSearchParams(`start=${inFiveWeeks}&card=green-labourer`));
    expect(query?.start).toBe(inFiveWeeks);
    expect(query?.card.name).toBe('Green Labourer');
    expect(planSearch(query!)).toBe(`?start=${inFiveWeeks}&card=green-labourer`);
  });

  it('takes a trade, whose test the plan uses, and leaves out a name that is not a trade', () => {
    const search = `start=${inFiveWeeks}&card=green-labourer&trade=Aerial+and+Satellite+Installer`;
    const query = planQueryOf(new URLSearchParams(search));
    expect(query?.trade?.testType).toBe('working-at-height');
    expect(planSearch(query!)).toBe(`?${search}`);
    const unknown = planQueryOf(
      new URLSearchParams(`start=${inFiveWeeks}&card=green-labourer&trade=Astronaut`),
    );
    expect(unknown?.trade).toBeUndefined();
  });

  it('asks for no plan when the address holds none, or one that is not valid', () => {
    expect(planQueryOf(new URLSearchParams(''))).toBeUndefined();
    expect(
      planQueryOf(new URLSearchParams('start=2020-01-01&card=green-labourer')),
    ).toBeUndefined();
    expect(planQueryOf(new URLSearchParams(`start=${inFiveWeeks}&card=purple`))).toBeUndefined();
  });

  it('says what is wrong with each answer, in the site’s words', () => {
    expect(validatePlan('', '')).toEqual({
      ok: false,
      errors: { 'start-day': MESSAGES.required, card: MESSAGES.required },
    });
    expect(validatePlan('2027-02-30', 'purple')).toEqual({
      ok: false,
      errors: { 'start-day': MESSAGES.dateInvalid, card: MESSAGES.cardType },
    });
    const yesterday = addDays(todayInLondon(), -1);
    expect(validatePlan(yesterday, 'black-manager')).toEqual({
      ok: false,
      errors: { 'start-day': MESSAGES.dateInPast },
    });
    const tooFar = addDays(addMonths(todayInLondon(), 6), 1);
    expect(validatePlan(tooFar, 'black-manager')).toEqual({
      ok: false,
      errors: { 'start-day': MESSAGES.dateTooFar },
    });
  });

  it('takes a card a link chose before any date', () => {
    expect(cardKeyOf(new URLSearchParams('card=green-labourer'))).toBe('green-labourer');
    expect(cardKeyOf(new URLSearchParams('card=purple'))).toBeUndefined();
  });
});
