/**
 * Search without accents (decision 018). Staff type names as a UK keyboard lets them:
 * "wisniewski" must find "Wiśniewski". One table maps each accented letter of the languages our
 * candidates' names come in (Polish, Romanian, Czech, Slovak, Lithuanian, Latvian, Hungarian,
 * German, French, Spanish, Portuguese, Turkish and the Nordic ones) to its plain letter. The API
 * applies the same table in SQL with translate(), which every PostgreSQL and PGlite has, so no
 * extension (unaccent) and no new column are needed; `foldForSearch` applies it to the query.
 */
const FOLD_PAIRS: readonly [string, string][] = [
  ['áàâäãåāăą', 'a'],
  ['ÁÀÂÄÃÅĀĂĄ', 'a'],
  ['ćčçĉ', 'c'],
  ['ĆČÇĈ', 'c'],
  ['ďđ', 'd'],
  ['ĎĐ', 'd'],
  ['éèêëēėęě', 'e'],
  ['ÉÈÊËĒĖĘĚ', 'e'],
  ['ğģ', 'g'],
  ['ĞĢ', 'g'],
  ['íìîïīįı', 'i'],
  ['ÍÌÎÏĪĮİ', 'i'],
  ['ķ', 'k'],
  ['Ķ', 'k'],
  ['łľĺļ', 'l'],
  ['ŁĽĹĻ', 'l'],
  ['ńňñņ', 'n'],
  ['ŃŇÑŅ', 'n'],
  ['óòôöõőøō', 'o'],
  ['ÓÒÔÖÕŐØŌ', 'o'],
  ['ŕř', 'r'],
  ['ŔŘ', 'r'],
  ['śšşș', 's'],
  ['ŚŠŞȘ', 's'],
  ['ťţț', 't'],
  ['ŤŢȚ', 't'],
  ['úùûüůűūų', 'u'],
  ['ÚÙÛÜŮŰŪŲ', 'u'],
  ['ýÿ', 'y'],
  ['ÝŸ', 'y'],
  ['źżž', 'z'],
  ['ŹŻŽ', 'z'],
];

/** translate()'s two arguments: each letter of `from` becomes the letter at its place in `to`. */
export const SEARCH_FOLD_FROM = FOLD_PAIRS.map(([letters]) => letters).join('');
export const SEARCH_FOLD_TO = FOLD_PAIRS.map(([letters, plain]) =>
  plain.repeat(letters.length),
).join('');

/** Letters that become two: translate() maps one to one, so these are replaced apart. */
export const SEARCH_FOLD_EXPANSIONS: readonly [string, string][] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];

const FOLD_MAP = new Map<string, string>(
  [...SEARCH_FOLD_FROM].map((letter, i) => [letter, SEARCH_FOLD_TO[i]!]),
);

/** 'Wiśniewski' -> 'wisniewski', 'Weiß' -> 'weiss': what the SQL side makes of a name. */
export function foldForSearch(text: string): string {
  let folded = [...text.normalize('NFC')].map((c) => FOLD_MAP.get(c) ?? c).join('');
  for (const [letter, plain] of SEARCH_FOLD_EXPANSIONS) folded = folded.split(letter).join(plain);
  // Letters outside the table lose their accents too (NFD, then the marks dropped).
  return folded.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A phone number as its national digits: '+44 7700 900123', '447700900123', '0044 7700 900123'
 * and '07700 900123' all become '07700900123'. Null when the text has too few digits to be
 * meant as a phone number (a search for '12' is not one).
 */
export function phoneDigitsForSearch(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return nationalDigits(digits);
}

/**
 * UK numbers in their national form: 44… and 0044… become 0… (and '+44 (0)7700…' 07700…);
 * others stay as typed. The SQL in the order list repository does the same to stored numbers.
 */
export function nationalDigits(digits: string): string {
  const rest = digits.startsWith('0044')
    ? digits.slice(4)
    : digits.startsWith('44') && digits.length >= 11
      ? digits.slice(2)
      : undefined;
  if (rest === undefined) return digits;
  return rest.startsWith('0') ? rest : `0${rest}`;
}
