import type { TestCentre } from '@site/domain/catalogue';

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * Centres whose name, short name, town (any address line) or postcode contains the query.
 * Postcodes are compared without spaces, so 'ab101' finds 'AB10 1RJ'.
 */
export function filterCentres(
  centres: readonly TestCentre[],
  query: string,
): readonly TestCentre[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return centres;
  const wholeQuery = compact(query);
  return centres.filter((centre) => {
    const text = [centre.name, centre.shortName, ...centre.address].join(' ').toLowerCase();
    if (compact(centre.postcode).includes(wholeQuery)) return true;
    return words.every((word) => text.includes(word));
  });
}
