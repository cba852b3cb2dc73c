import { describe, expect, it } from 'vitest';
import {
  CARD_NAMES,
  CARD_TYPES,
  getCardByKey,
  getCardByName,
  getCardByRoute,
  isRenewable,
  validityText,
} from '../src/catalogue';

// Spec §2: the 13 card pages.
const CARD_ROUTES = [
  '/cscs-green-card',
  '/cscs-apprentice-card',
  '/cscs-red-experienced-technical-card',
  '/cscs-experienced-worker-card',
  '/cscs-red-trainee-card',
  '/cscs-red-industry-placement-card',
  '/cscs-blue-card',
  '/cscs-gold-advanced-craft-card',
  '/cscs-gold-supervisor-card',
  '/cscs-black-manager-card',
  '/cscs-aqp-card',
  '/cscs-pqp-card',
  '/cscs-red-provisional-card',
];

describe('card catalogue', () => {
  it('has one card for each of the 13 card routes of spec §2', () => {
    expect(CARD_TYPES).toHaveLength(13);
    expect(CARD_TYPES.map((c) => c.route).sort()).toEqual([...CARD_ROUTES].sort());
  });

  it('uses each card name, key and route once', () => {
    for (const field of ['name', 'key', 'route'] as const) {
      expect(new Set(CARD_TYPES.map((c) => c[field])).size).toBe(13);
    }
    expect(CARD_TYPES.map((c) => c.name).sort()).toEqual([...CARD_NAMES].sort());
  });

  it('gives every card its text: title, alternative title, description, eligibility, test', () => {
    for (const card of CARD_TYPES) {
      expect(card.title).toMatch(/^CSCS /);
      expect(card.alternativeTitle).not.toBe('');
      expect(card.descriptionLines.length).toBeGreaterThan(0);
      expect(card.eligibilityLines.length).toBeGreaterThan(0);
      expect(card.testRequirementLines.length).toBeGreaterThan(0);
      expect(card.name.toLowerCase()).toContain(card.colour);
    }
  });

  it.each([
    ['Green Labourer', 24, 60, '2 years (new), 5 years (renewal)'],
    ['Blue Skilled Worker', 60, 60, '5 years'],
    ['Red Provisional', 6, undefined, '6 months'],
    ['Red Trainee', 60, undefined, '5 years'],
    ['Red Experienced Worker', 12, undefined, '1 year'],
    ['Red Technical Supervisor/Manager', 36, undefined, '3 years'],
    ['Gold Advanced Craft', 60, 60, '5 years'],
    ['Gold Supervisor', 60, 60, '5 years'],
    ['Black Manager', 60, 60, '5 years'],
    // CSCS does not renew white cards: a new application replaces one (rules/card-rules.ts).
    ['White Academically Qualified Person', 60, undefined, '5 years'],
    ['White Professionally Qualified Person', 60, undefined, '5 years'],
    // Not in the spec; CSCS's published periods (decision 001).
    ['Red Apprentice', 54, undefined, '4 years 6 months'],
    ['Red Industry Placement', 36, undefined, '3 years'],
  ])('%s is valid %i months new, %s renewed (spec §9)', (name, newMonths, renewal, text) => {
    const card = getCardByName(name);
    expect(card?.validity).toEqual({ newMonths, renewalMonths: renewal });
    expect(card?.validityText).toBe(text);
  });

  it('offers New, Renew and Lost/Stolen for gold and black cards (spec §2)', () => {
    for (const card of CARD_TYPES.filter((c) => c.colour === 'gold' || c.colour === 'black')) {
      expect(card.applicationTypes).toEqual(['New Card', 'Renew Card', 'Lost/Stolen Card']);
    }
  });

  it('offers New and Lost/Stolen only for white cards (spec §2)', () => {
    for (const card of CARD_TYPES.filter((c) => c.colour === 'white')) {
      expect(card.applicationTypes).toEqual(['New Card', 'Lost/Stolen Card']);
    }
  });

  it('offers renewal for green and blue, never for a red card (decision 001)', () => {
    for (const card of CARD_TYPES.filter((c) => c.colour === 'green' || c.colour === 'blue')) {
      expect(card.applicationTypes).toEqual(['New Card', 'Renew Card', 'Lost/Stolen Card']);
    }
    for (const card of CARD_TYPES.filter((c) => c.colour === 'red')) {
      expect(isRenewable(card.validity)).toBe(false);
      expect(card.applicationTypes).toEqual(['New Card', 'Lost/Stolen Card']);
    }
  });

  it('never offers renewal of a card that cannot be renewed', () => {
    for (const card of CARD_TYPES) {
      if (card.applicationTypes.includes('Renew Card'))
        expect(isRenewable(card.validity)).toBe(true);
      expect(card.applicationTypes).toContain('New Card');
      expect(card.applicationTypes).toContain('Lost/Stolen Card');
    }
  });

  it('asks for the Operatives test for Green Labourer and Red Provisional (spec §2)', () => {
    for (const name of ['Green Labourer', 'Red Provisional']) {
      const card = getCardByName(name);
      expect(card?.testTypeKey).toBe('operative');
      expect(card?.testRequirementLines[0]).toContain('Operatives');
    }
  });

  it('asks for the Managers and Professionals test for the Black Manager card (spec §2)', () => {
    const card = getCardByName('Black Manager');
    expect(card?.testTypeKey).toBe('managers-and-professionals');
    expect(card?.testRequirementLines[0]).toContain('Managers and Professionals');
  });

  it('states the eligibility that spec §2 gives', () => {
    expect(getCardByName('Red Trainee')?.eligibilityLines.join(' ')).toContain('NVQ/SVQ');
    expect(getCardByName('Red Experienced Worker')?.eligibilityLines.join(' ')).toContain(
      'NVQ/SVQ level 2',
    );
    expect(getCardByName('Gold Advanced Craft')?.eligibilityLines.join(' ')).toContain('level 3');
    expect(getCardByName('Gold Supervisor')?.eligibilityLines.join(' ')).toContain('level 3 or 4');
    expect(getCardByName('Black Manager')?.eligibilityLines.join(' ')).toMatch(/level 5, 6 or 7/);
  });

  it('finds cards by route, name and key', () => {
    expect(getCardByRoute('/cscs-blue-card')?.name).toBe('Blue Skilled Worker');
    expect(getCardByName('Gold Supervisor')?.route).toBe('/cscs-gold-supervisor-card');
    expect(getCardByKey('green-labourer')?.route).toBe('/cscs-green-card');
    expect(getCardByRoute('/cscs-purple-card')).toBeUndefined();
    expect(getCardByName('Purple')).toBeUndefined();
    expect(getCardByKey('nope')).toBeUndefined();
  });
});

describe('validityText', () => {
  it('writes months as years and months', () => {
    expect(validityText({ newMonths: 1 })).toBe('1 month');
    expect(validityText({ newMonths: 18, renewalMonths: 12 })).toBe(
      '1 year 6 months (new), 1 year (renewal)',
    );
  });
});

describe('trades on a card', () => {
  it('offers an Experienced Worker the trades of the Blue Skilled Worker card, not one', async () => {
    const { tradesAllowedFor } = await import('../src/schemas');
    const experienced = tradesAllowedFor('Red Experienced Worker');
    expect(experienced).toContain('Conservator');
    expect(experienced).toEqual(
      expect.arrayContaining([...tradesAllowedFor('Blue Skilled Worker')]),
    );
    expect(experienced).toEqual([...experienced].sort((a, b) => a.localeCompare(b, 'en-GB')));
    // Other cards keep the trades the occupation list ties to them.
    expect(tradesAllowedFor('Green Labourer')).toHaveLength(6);
  });
});
