// UK postcode format (Royal Mail PAF rules, as in the gov.uk bulk-data pattern): outward code
// of area letters (no Q, V, X first; no I, J, Z second) plus district, then an inward code of
// a digit and two letters without C, I, K, M, O or V. GIR 0AA (Girobank) is the one special
// case kept. BFPO mail ('BFPO 123' and its BF1 postcodes) has no place on the map, so the BF
// area is refused.
const OUTWARD =
  '(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const FULL = new RegExp(`^(?!BF)(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);
const OUTCODE = new RegExp(`^(?!BF)(?:${OUTWARD}|GIR)$`);

/**
 * Upper-case, spaces removed, then one space before the three-character inward code; an
 * outward code on its own ('sw1a') stays whole ('SW1A', never 'S W1A').
 */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 3 || OUTCODE.test(compact)) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function isUkPostcode(input: string): boolean {
  return FULL.test(normalisePostcode(input));
}

/** True for a valid outward code on its own, e.g. 'SW1A' or 'M1'. */
export function isUkOutcode(input: string): boolean {
  return OUTCODE.test(input.replace(/\s+/g, '').toUpperCase());
}

/** The outward code of a full postcode ('sw1a1aa' -> 'SW1A'), or undefined if not a postcode. */
export function outcodeOf(postcode: string): string | undefined {
  if (!isUkPostcode(postcode)) return undefined;
  return normalisePostcode(postcode).split(' ')[0];
}
