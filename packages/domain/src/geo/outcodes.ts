import rows from '../data/outcodes.json' with { type: 'json' };
import { isUkPostcode, outcodeOf } from './postcode';

// ~3,000 rows (115 kB): only @site/domain/geo imports this file, never the catalogue, so the
// browser bundle does not carry it unless a page asks for it.

export interface OutcodeInfo {
  outcode: string;
  latitude: number;
  longitude: number;
  /** Royal Mail post town; '' for the two non-geographic districts (BN95, WV99). */
  town: string;
}

type Row = [outcode: string, latitude: number, longitude: number, town: string];

const ROWS = rows as Row[];
const BY_OUTCODE = new Map(ROWS.map((row) => [row[0], row]));

const toInfo = ([outcode, latitude, longitude, town]: Row): OutcodeInfo => ({
  outcode,
  latitude,
  longitude,
  town,
});

/**
 * Central London's districts are split (W1 into W1A to W1W, EC1 into EC1A to EC1Y) and no
 * postcode begins with the bare W1, but people still search for 'W1': it stands for the middle
 * of its parts.
 */
const SPLIT_DISTRICTS: ReadonlyMap<string, Row> = (() => {
  const parts = new Map<string, Row[]>();
  for (const row of ROWS) {
    const parent = /^([A-Z]{1,2}\d)[A-Z]$/.exec(row[0])?.[1];
    if (!parent || BY_OUTCODE.has(parent)) continue;
    parts.set(parent, [...(parts.get(parent) ?? []), row]);
  }
  const mean = (rows: Row[], index: 1 | 2) =>
    Math.round((rows.reduce((sum, row) => sum + row[index], 0) / rows.length) * 1e5) / 1e5;
  return new Map(
    [...parts].map(([parent, rows]) => [
      parent,
      [parent, mean(rows, 1), mean(rows, 2), rows[0]![3]] satisfies Row,
    ]),
  );
})();

/** Centroid of a postcode district ('SW1A', 'sw1a', or a split one: 'W1'), if we know it. */
export function lookupOutcode(outcode: string): OutcodeInfo | undefined {
  const key = outcode.replace(/\s+/g, '').toUpperCase();
  const row = BY_OUTCODE.get(key) ?? SPLIT_DISTRICTS.get(key);
  return row ? toInfo(row) : undefined;
}

/** Position of a full postcode, approximated by its district centroid. */
export function lookupPostcode(postcode: string): OutcodeInfo | undefined {
  const outcode = outcodeOf(postcode);
  return outcode ? lookupOutcode(outcode) : undefined;
}

/**
 * Districts for a partial postcode as typed: 'SW1' suggests SW1A, SW1E, ...; a full postcode
 * gives its own district. Exact match first, then in the table's order (area, then number).
 */
export function suggestOutcodes(prefix: string, limit = 10): OutcodeInfo[] {
  const typed = prefix.trim();
  if (typed === '' || limit <= 0) return [];
  if (isUkPostcode(typed)) {
    const own = lookupPostcode(typed);
    return own ? [own] : [];
  }
  // 'SW1A 1' -> the outward part only; the inward code does not narrow a district.
  const outward = typed.toUpperCase().split(/\s+/)[0] ?? '';
  const exact = BY_OUTCODE.get(outward);
  const starting = ROWS.filter((row) => row[0] !== outward && row[0].startsWith(outward));
  return (exact ? [exact, ...starting] : starting).slice(0, limit).map(toInfo);
}
