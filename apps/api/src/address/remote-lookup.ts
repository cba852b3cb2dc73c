import { normalisePostcode } from '@site/domain/geo';
import type { AddressLookup, PostcodePosition } from './address-lookup';
import { PostcodeUnusableError } from './address-lookup';

export interface RemoteLookupOptions {
  apiKey: string;
  /** The provider's base URL, e.g. https://api.getaddress.io; tests use a local stub. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Suggestion {
  id?: unknown;
  address?: unknown;
}

interface AddressDetails {
  postcode?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  town_or_city?: unknown;
}

/** The lookup call itself failed: network, timeout, or an answer other than 2xx JSON. */
class LookupCallFailed extends Error {}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A commercial UK address API (spec §7): POST autocomplete by postcode, then GET details by
 * suggestion id, which carry latitude and longitude. The key travels in a request header from
 * this server only; the browser only ever sees our own /address endpoints.
 */
export function createRemoteLookup(options: RemoteLookupOptions): AddressLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json', 'api-key': options.apiKey, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new LookupCallFailed(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new LookupCallFailed(`HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new LookupCallFailed('The answer was not JSON');
    }
  }

  /** `limit` undefined asks for every result; a number asks for the top ones. */
  async function autocomplete(term: string, limit?: number): Promise<Suggestion[]> {
    const body = await call(`/autocomplete/${encodeURIComponent(term)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(limit === undefined ? { all: true } : { top: limit }),
    });
    const suggestions = (body as { suggestions?: unknown } | null)?.suggestions;
    return Array.isArray(suggestions) ? (suggestions as Suggestion[]) : [];
  }

  return {
    name: 'remote',

    async locate(input): Promise<PostcodePosition | undefined> {
      const postcode = normalisePostcode(input);
      try {
        const suggestions = (await autocomplete(postcode)).filter(
          (s): s is Suggestion & { id: string } => typeof s.id === 'string' && s.id.length > 0,
        );
        if (suggestions.length === 0) throw new PostcodeUnusableError('No suggestion');
        // The first suggestion with a position places the postcode; its address is in it.
        for (const suggestion of suggestions.slice(0, 3)) {
          const details = (await call(
            `/get/${encodeURIComponent(suggestion.id)}`,
          )) as AddressDetails | null;
          if (details && isFiniteNumber(details.latitude) && isFiniteNumber(details.longitude)) {
            return {
              postcode:
                typeof details.postcode === 'string'
                  ? normalisePostcode(details.postcode)
                  : postcode,
              latitude: details.latitude,
              longitude: details.longitude,
              town: typeof details.town_or_city === 'string' ? details.town_or_city : undefined,
            };
          }
        }
        throw new PostcodeUnusableError('No suggestion has a usable position');
      } catch (error) {
        // 'Postcode not found' (spec §8): the lookup call itself failed.
        if (error instanceof LookupCallFailed) return undefined;
        throw error;
      }
    },

    async suggest(partial, limit) {
      try {
        const suggestions = await autocomplete(partial.trim(), limit);
        return suggestions
          .map((s) => s.address)
          .filter((address): address is string => typeof address === 'string')
          .slice(0, limit ?? Infinity);
      } catch (error) {
        if (error instanceof LookupCallFailed) return [];
        throw error;
      }
    },
  };
}
