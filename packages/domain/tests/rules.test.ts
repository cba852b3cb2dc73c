import { describe, expect, it } from 'vitest';
import bankHolidays from '../src/data/bank-holidays.json' with { type: 'json' };
import { CARD_TYPES, getCardByName, testPassMonthsFor } from '../src/catalogue';
import {
  CARD_RULES,
  OFFICIAL_PAGES,
  RULES,
  TRAINEE_ROUTES,
  checkedOnOf,
  pagesDue,
  sourceOf,
} from '../src/rules';

const OFFICIAL_HOSTS = ['www.cscs.uk.com', 'www.citb.co.uk', 'www.gov.uk'];

describe('the rules register', () => {
  it('gives every rule an official page with its address and the day it was checked', () => {
    expect(RULES.length).toBeGreaterThan(20);
    for (const rule of RULES) {
      const page = sourceOf(rule);
      expect(page, rule.id).toBeDefined();
      const url = new URL(page.url);
      expect(url.protocol, rule.id).toBe('https:');
      expect(OFFICIAL_HOSTS, `${rule.id}: ${page.url}`).toContain(url.host);
      expect(page.checkedOn, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.says.length, rule.id).toBeGreaterThan(10);
    }
  });

  it('has one rule id once', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cites every official page it lists', () => {
    const cited = new Set(RULES.map((rule) => rule.source));
    for (const key of Object.keys(OFFICIAL_PAGES)) expect(cited, key).toContain(key);
  });

  it('reads the bank holidays on the day the register says GOV.UK was checked', () => {
    expect(bankHolidays.page).toBe(OFFICIAL_PAGES.govukBankHolidays.url);
    expect(bankHolidays.checkedOn).toBe(OFFICIAL_PAGES.govukBankHolidays.checkedOn);
  });

  it('gives every card its validity from the register', () => {
    for (const card of CARD_TYPES) {
      const rule = CARD_RULES[card.key];
      expect(card.validity.newMonths, card.key).toBe(rule.newMonths);
      expect(card.validity.renewalMonths, card.key).toBe(rule.renewalMonths);
      expect(card.rule, card.key).toBe(rule);
    }
  });

  it('lists a page as due 6 months after it was read, and not before', () => {
    const checkedOn = OFFICIAL_PAGES.cscsLabourerCard.checkedOn;
    const [year, month, day] = checkedOn.split('-').map(Number) as [number, number, number];
    const sixMonthsOn = new Date(Date.UTC(year, month - 1 + 6, day)).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.UTC(year, month - 1 + 6, day + 1)).toISOString().slice(0, 10);
    expect(pagesDue(sixMonthsOn).map((page) => page.key)).not.toContain('cscsLabourerCard');
    const due = pagesDue(dayAfter).find((page) => page.key === 'cscsLabourerCard');
    expect(due?.url).toBe(OFFICIAL_PAGES.cscsLabourerCard.url);
    expect(due?.rules.map((rule) => rule.id)).toContain('card.green-labourer.validity');
  });

  it('says a page built on several was checked on the oldest of their days', () => {
    expect(checkedOnOf(['cscsLabourerCard', 'citbAboutHseTest'])).toBe(
      [
        OFFICIAL_PAGES.cscsLabourerCard.checkedOn,
        OFFICIAL_PAGES.citbAboutHseTest.checkedOn,
      ].sort()[0],
    );
  });
});

describe('the card rules of 1 February 2025', () => {
  it('gives a first Labourer card 2 years and a renewal 5, with evidence of labouring work', () => {
    const labourer = getCardByName('Green Labourer')!;
    expect(labourer.validity).toEqual({ newMonths: 24, renewalMonths: 60 });
    expect(labourer.rule.renewalEvidence).toBe('labouring-work');
    expect(labourer.validityText).toBe('2 years (new), 5 years (renewal)');
  });

  it('lets the test taken for a first Labourer card count 3 years at its renewal', () => {
    expect(testPassMonthsFor('Green Labourer', 'New Card')).toBe(24);
    expect(testPassMonthsFor('Green Labourer', 'Renew Card')).toBe(36);
    expect(testPassMonthsFor('Blue Skilled Worker', 'Renew Card')).toBe(24);
  });

  it('knows the Trainee card routes: 5 years, or 2 years then 3', () => {
    expect(TRAINEE_ROUTES.registered.months).toBe(60);
    expect(TRAINEE_ROUTES.nonCompetenceQualification.months).toBe(24);
    expect(TRAINEE_ROUTES.registeredAfterTwoYearCard.months).toBe(36);
  });
});
