// Words the sources spell wrong or cut off, corrected as the CSVs are imported (docs/data.md,
// "Corrections"). A correction that no longer finds its text stops the import, so a source that
// has been fixed, or has changed, is noticed and the entry removed.

/**
 * Test centres whose names the source cut off mid-word. "London - Mile End C Test Centre" at
 * "3 Quebec Wharf, 14 Thomas Road, Limehouse B": the centre is Pearson VUE's Mile End centre
 * (other listings: "Mile End", 3 Quebec Wharf, 14 Thomas Road, London E14 7AF), by Limehouse.
 */
export const CENTRE_CORRECTIONS = {
  'mile-end-c': {
    id: 'mile-end',
    name: 'London - Mile End Test Centre',
    short_name: 'Mile End',
    address: '3 Quebec Wharf | 14 Thomas Road | Limehouse | London',
  },
};

/** Misspelt words in occupation names, and what they should read. */
export const OCCUPATION_SPELLINGS = {
  Sturctures: 'Structures',
  Temproary: 'Temporary',
  Reinstantement: 'Reinstatement',
  Cementitous: 'Cementitious',
  'Electricians Mate': "Electrician's Mate",
};

/** The centre rows with their corrections applied. */
export function correctCentres(rows) {
  const found = new Set();
  const corrected = rows.map((row) => {
    const fix = CENTRE_CORRECTIONS[row.id];
    if (!fix) return row;
    found.add(row.id);
    return { ...row, ...fix };
  });
  const missing = Object.keys(CENTRE_CORRECTIONS).filter((id) => !found.has(id));
  if (missing.length) throw new Error(`Centre corrections found no row: ${missing.join(', ')}`);
  return corrected;
}

/** The occupation rows with their names spelt right. */
export function correctOccupations(rows) {
  const used = new Set();
  const corrected = rows.map((row) => {
    let name = row.name;
    for (const [wrong, right] of Object.entries(OCCUPATION_SPELLINGS)) {
      if (!name.includes(wrong)) continue;
      used.add(wrong);
      name = name.replaceAll(wrong, right);
    }
    return name === row.name ? row : { ...row, name };
  });
  const unused = Object.keys(OCCUPATION_SPELLINGS).filter((wrong) => !used.has(wrong));
  if (unused.length) throw new Error(`Spelling corrections found no name: ${unused.join(', ')}`);
  return corrected;
}
