import type { TestCentre } from '@site/domain/catalogue';

/** Lower case, apostrophes dropped, any other punctuation a space: 'St. Helens' reads 'st helens'. */
const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const compact = (value: string) => plain(value).replace(/\s+/g, '');

/**
 * Centres whose name, short name or town (any address line) holds every word of the query, or
 * whose postcode starts with it. Punctuation does not count ('Stoke-on-Trent' finds 'Stoke on
 * Trent'); postcodes are compared without spaces ('ab101' finds 'AB10 1RJ') and only from their
 * start, so that 'W1' does not find KW15.
 */
export function filterCentres(
  centres: readonly TestCentre[],
  query: string,
): readonly TestCentre[] {
  const words = plain(query).split(' ').filter(Boolean);
  if (words.length === 0) return centres;
  const wholeQuery = compact(query);
  return centres.filter((centre) => {
    if (compact(centre.postcode).startsWith(wholeQuery)) return true;
    const text = plain([centre.name, centre.shortName, ...centre.address].join(' '));
    return words.every((word) => text.includes(word));
  });
}
