import { normalisePostcode } from '@site/domain/geo';
import type { AddressLookup } from './address-lookup';
import { AddressLookupFailed } from './address-lookup';

export interface LookupCacheOptions {
  /** How long an answer is kept: 5 minutes unless told. */
  ttlMs?: number;
  /** How many answers are kept at most; the least recently used goes first. 1,000 unless told. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  expires: number;
  answer: Promise<unknown>;
}

/**
 * A remote lookup's answers kept in memory for a few minutes, so that a postcode asked for
 * again, by the same visitor or by a script, does not cost another paid call. Found, not found
 * ('Postcode not found') and unusable ('Could not find postcode') answers are all kept; a failed
 * call is not, so the next request tries again. A request that arrives while the same question
 * is being asked waits for that answer instead of asking again.
 */
export function cacheLookups(
  lookup: AddressLookup,
  options: LookupCacheOptions = {},
): AddressLookup {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: an entry used again is moved to the end, so the first one is
  // always the least recently used.
  const entries = new Map<string, Entry>();

  function remember<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const time = now();
    const kept = entries.get(key);
    entries.delete(key);
    if (kept && kept.expires > time) {
      entries.set(key, kept);
      return kept.answer as Promise<T>;
    }
    const answer = ask();
    const entry = { expires: time + ttlMs, answer };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    answer.catch((error: unknown) => {
      if (error instanceof AddressLookupFailed && entries.get(key) === entry) entries.delete(key);
    });
    return answer;
  }

  return {
    name: lookup.name,
    locate: (postcode) =>
      remember(`locate ${normalisePostcode(postcode)}`, () => lookup.locate(postcode)),
    suggest: (partial, limit) =>
      remember(`suggest ${limit ?? 'all'} ${partial.trim().toUpperCase()}`, () =>
        lookup.suggest(partial, limit),
      ),
  };
}
