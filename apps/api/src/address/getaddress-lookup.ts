import { normalisePostcode } from '@site/domain/geo';
import type { AddressLookup, PostcodePosition } from './address-lookup';
import { AddressLookupFailed, PostcodeUnusableError } from './address-lookup';
import { getJson, isFiniteNumber } from './provider-call';

export interface GetAddressLookupOptions {
  apiKey: string;
  /** The service's base URL, https://api.getaddress.io; tests use a local stub. */
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

/** How many suggestions' details are asked for before a postcode is called unusable. */
const DETAILS_TRIED = 3;

/**
 * getAddress (documentation.getaddress.io), as documented and as its own client calls it (spec
 * §7): `POST /autocomplete/{term}?api-key={key}` with `{"all":true}` (or `{"top":N}` for
 * suggestions), then `GET /get/{id}?api-key={key}` for a suggestion's address, which carries latitude, longitude,
 * postcode and town_or_city. The key is in the query string, so no URL is ever logged or put in
 * an error; the browser only ever sees our own /address endpoints.
 */
export function createGetAddressLookup(options: GetAddressLookupOptions): AddressLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const callOptions = { timeoutMs: options.timeoutMs ?? 5_000, fetch: options.fetch ?? fetch };

  /** A documented call: any answer but 200 is a failed call ('Postcode not found'). */
  async function call(what: string, path: string, json?: unknown) {
    const query = new URLSearchParams({ 'api-key': options.apiKey });
    const { status, body } = await getJson(`${base}${path}?${query}`, {
      ...callOptions,
      what,
      json,
    });
    if (status !== 200) throw new AddressLookupFailed(`${what} failed: HTTP ${status}`);
    return body;
  }

  /** `limit` undefined asks for every result; a number asks for the top ones. */
  async function autocomplete(term: string, limit?: number): Promise<Suggestion[]> {
    const body = await call(
      'getAddress autocomplete',
      `/autocomplete/${encodeURIComponent(term)}`,
      limit === undefined ? { all: true } : { top: limit },
    );
    const suggestions = (body as { suggestions?: unknown } | null)?.suggestions;
    return Array.isArray(suggestions) ? (suggestions as Suggestion[]) : [];
  }

  return {
    name: 'getaddress',

    async locate(input): Promise<PostcodePosition | undefined> {
      const postcode = normalisePostcode(input);
      const suggestions = (await autocomplete(postcode)).filter(
        (s): s is Suggestion & { id: string } => typeof s.id === 'string' && s.id.length > 0,
      );
      if (suggestions.length === 0) throw new PostcodeUnusableError('No suggestion');
      // The first suggestion with a position places the postcode; its address is in it.
      for (const suggestion of suggestions.slice(0, DETAILS_TRIED)) {
        const details = (await call(
          'getAddress get',
          `/get/${encodeURIComponent(suggestion.id)}`,
        )) as AddressDetails | null;
        if (details && isFiniteNumber(details.latitude) && isFiniteNumber(details.longitude)) {
          return {
            postcode:
              typeof details.postcode === 'string' ? normalisePostcode(details.postcode) : postcode,
            latitude: details.latitude,
            longitude: details.longitude,
            town: typeof details.town_or_city === 'string' ? details.town_or_city : undefined,
          };
        }
      }
      throw new PostcodeUnusableError('No suggestion has a usable position');
    },

    async suggest(partial, limit) {
      const suggestions = await autocomplete(partial.trim(), limit);
      return suggestions
        .map((s) => s.address)
        .filter((address): address is string => typeof address === 'string')
        .slice(0, limit ?? Infinity);
    },
  };
}
