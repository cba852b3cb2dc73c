import { describe, expect, it } from 'vitest';
import { OCCUPATIONS, TEST_CENTRES } from '../src/catalogue';

/**
 * Data that reads wrong is corrected where it is imported (scripts/data-corrections.mjs,
 * docs/data.md "Corrections"); these hold the corrections in the generated files.
 */
describe('centre names read whole', () => {
  // A word cut off mid-way leaves a lone capital ('Mile End C', 'Limehouse B'); a lettered
  // suite or unit ('Suite E', Canterbury) is a real name.
  const cutWord = /(^|\s)[A-Z]$/;
  const lettered = /^(Suite|Unit|Block|Building) [A-Z]$/;

  it('has no short name, name or address line that ends in a cut-off word', () => {
    const cut = TEST_CENTRES.flatMap((centre) =>
      [centre.shortName, centre.name.replace(/ Test Centre$/, ''), ...centre.address]
        .filter((text) => cutWord.test(text.trim()) && !lettered.test(text.trim()))
        .map((text) => `${centre.slug}: ${text}`),
    );
    expect(cut).toEqual([]);
  });

  it('names Mile End by its whole name', () => {
    const mileEnd = TEST_CENTRES.find((centre) => centre.postcode === 'E14 7AF');
    expect(mileEnd?.shortName).toBe('Mile End');
    expect(mileEnd?.address).not.toContain('Limehouse B');
  });

  it('has a short name that is the start of the name, after any "London - "', () => {
    const apart = TEST_CENTRES.filter((centre) => {
      const name = centre.name.replace(/^London - /, '');
      return (
        !name.startsWith(centre.shortName) && !centre.address.join(' ').includes(centre.shortName)
      );
    }).map((centre) => centre.slug);
    expect(apart).toEqual([]);
  });
});

describe('occupation names are spelt right', () => {
  // Every misspelling found in the sources (scanned word by word, November 2026).
  const KNOWN_MISSPELLINGS = [
    'Sturctures',
    'Temproary',
    'Reinstantement',
    'Cementitous',
    'Electricians Mate',
  ];

  it.each(KNOWN_MISSPELLINGS)('has no name with "%s"', (wrong) => {
    expect(OCCUPATIONS.filter((o) => o.name.includes(wrong)).map((o) => o.name)).toEqual([]);
  });

  it('keeps the corrected names', () => {
    const names = new Set(OCCUPATIONS.map((o) => o.name));
    expect(names).toContain('Specialist Restorer: Historic Structures');
    expect(names).toContain('Temporary Traffic Management Operative');
    expect(names).toContain('Construction Operative - Excavation and Reinstatement');
    expect(names).toContain('In Situ Flooring: Cementitious Screeding');
    expect(names).toContain("Tunnelling Operative - Electrician's Mate");
  });
});
