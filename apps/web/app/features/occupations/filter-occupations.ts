import type { Occupation } from '@site/domain/catalogue';

/** Occupations whose name contains every word of the query, in any order, ignoring case. */
export function filterOccupations(
  occupations: readonly Occupation[],
  query: string,
): readonly Occupation[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return occupations;
  return occupations.filter((occupation) => {
    const name = occupation.name.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
