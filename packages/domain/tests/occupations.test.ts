import { describe, expect, it } from 'vitest';
import {
  CARD_NAMES,
  CARD_TRADES,
  OCCUPATIONS,
  TEST_TYPE_KEYS,
  tradesForCard,
} from '../src/catalogue';

describe('occupations', () => {
  it('has the 403 rows of occupations.csv with unique ids', () => {
    expect(OCCUPATIONS).toHaveLength(403);
    expect(new Set(OCCUPATIONS.map((o) => o.id)).size).toBe(403);
  });

  it('uses only known test keys and card names', () => {
    const cards = new Set<unknown>([...CARD_NAMES, 'WITHDRAWN: CRO', null]);
    for (const o of OCCUPATIONS) {
      if (o.testType !== undefined) expect(TEST_TYPE_KEYS).toContain(o.testType);
      expect(o.cards.length).toBeGreaterThan(0);
      for (const card of o.cards) expect(cards.has(card), `${o.name}: ${card}`).toBe(true);
    }
  });

  it('marks the 15 withdrawn CRO occupations with the spec §3 text and nothing else', () => {
    const withdrawn = OCCUPATIONS.filter((o) => o.withdrawn);
    expect(withdrawn).toHaveLength(15);
    for (const o of withdrawn) expect(o.cards).toEqual(['WITHDRAWN: CRO']);
    for (const o of OCCUPATIONS.filter((x) => !x.withdrawn)) {
      expect(o.cards).not.toContain('WITHDRAWN: CRO');
    }
  });

  it('keeps a null card only as the single entry of a row without cards (spec §3)', () => {
    for (const o of OCCUPATIONS.filter((x) => x.cards.includes(null))) {
      expect(o.cards).toEqual([null]);
    }
  });

  it('maps the abbreviated white cards to their full names', () => {
    const cards = new Set(OCCUPATIONS.flatMap((o) => o.cards));
    expect(cards.has('White Academically Qualified Person')).toBe(true);
    expect(cards.has('White Professionally Qualified Person')).toBe(true);
  });

  it('lets a name repeat with different ids (spec §3)', () => {
    const archaeologists = OCCUPATIONS.filter((o) => o.name === 'Archaeologist');
    expect(archaeologists.length).toBeGreaterThan(1);
  });
});

describe('card trades', () => {
  it('lists each active occupation name once, sorted', () => {
    expect(new Set(CARD_TRADES).size).toBe(CARD_TRADES.length);
    expect([...CARD_TRADES].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(CARD_TRADES);
    expect(CARD_TRADES).not.toContain('Aerial Rescue');
    expect(CARD_TRADES).toContain('Access Flooring Operative');
  });

  it('lists the trades that can hold a card', () => {
    const labourers = tradesForCard('Green Labourer');
    expect(labourers).toContain('Labourer, General Construction Operative');
    expect(labourers.length).toBeGreaterThan(0);
    for (const trade of labourers) expect(CARD_TRADES).toContain(trade);
    expect(tradesForCard('Red Provisional')).toEqual([]);
  });
});
