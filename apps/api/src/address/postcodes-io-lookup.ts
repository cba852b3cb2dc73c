import { isUkOutcode, isUkPostcode, normalisePostcode } from '@site/domain/geo';
import type { AddressLookup, PostcodePosition } from './address-lookup';
import { AddressLookupFailed, PostcodeUnusableError } from './address-lookup';
import { getJson, isFiniteNumber } from './provider-call';

export interface PostcodesIoLookupOptions {
  /** https://api.postcodes.io, or a self-hosted copy; tests use a local stub. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The 404s postcodes.io documents for a code nobody uses; any other 404 is a wrong URL. */
const NOT_FOUND = ['Invalid postcode', 'Postcode not found', 'Outcode not found'];

/** postcodes.io caps an autocomplete at 100 postcodes. */
const MAX_SUGGESTIONS = 100;

interface Place {
  postcode?: unknown;
  outcode?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  /** A string for a postcode, a list for an outcode (every district it touches). */
  admin_district?: unknown;
}

function districtOf(place: Place): string | undefined {
  const district = Array.isArray(place.admin_district)
    ? (place.admin_district as unknown[])[0]
    : place.admin_district;
  return typeof district === 'string' && district ? district : undefined;
}

/**
 * postcodes.io (api.postcodes.io/docs): ONS postcode data, no key, and a Docker image to host
 * it yourself. A full postcode is `GET /postcodes/{postcode}`, checked for real: one nobody uses
 * is 'Postcode not found'. The first part on its own ('LS6'), which the centre search also
 * sends, is `GET /outcodes/{outcode}`, placed at the outcode's centre. Suggestions are
 * `GET /postcodes/{partial}/autocomplete?limit=N`: full postcodes that start with what was typed.
 */
export function createPostcodesIoLookup(options: PostcodesIoLookupOptions): AddressLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const callOptions = { timeoutMs: options.timeoutMs ?? 5_000, fetch: options.fetch ?? fetch };

  const failed = (what: string, status: number) =>
    new AddressLookupFailed(`${what} failed: HTTP ${status}`);

  return {
    name: 'postcodes-io',

    async locate(input): Promise<PostcodePosition | undefined> {
      const code = normalisePostcode(input);
      const [what, path] = isUkPostcode(code)
        ? ['postcodes.io postcode', `/postcodes/${encodeURIComponent(code)}`]
        : isUkOutcode(code)
          ? ['postcodes.io outcode', `/outcodes/${encodeURIComponent(code)}`]
          : [];
      // Not a UK postcode's shape: postcodes.io would only say 'Invalid postcode'.
      if (!what || !path) return undefined;

      const { status, body } = await getJson(`${base}${path}`, { ...callOptions, what });
      const answer = (body ?? {}) as { error?: unknown; result?: Place | null };
      if (status === 404 && NOT_FOUND.includes(String(answer.error))) return undefined;
      if (status !== 200 || !answer.result) throw failed(what, status);

      const place = answer.result;
      // A postcode without a grid reference (quality 9) has null for both.
      if (!isFiniteNumber(place.latitude) || !isFiniteNumber(place.longitude)) {
        throw new PostcodeUnusableError('No position');
      }
      const named = typeof place.postcode === 'string' ? place.postcode : place.outcode;
      return {
        postcode: typeof named === 'string' ? normalisePostcode(named) : code,
        latitude: place.latitude,
        longitude: place.longitude,
        town: districtOf(place),
      };
    },

    async suggest(partial, limit) {
      const term = partial.replace(/\s+/g, ' ').trim();
      if (!term) return [];
      const what = 'postcodes.io autocomplete';
      const count = Math.min(limit ?? MAX_SUGGESTIONS, MAX_SUGGESTIONS);
      const { status, body } = await getJson(
        `${base}/postcodes/${encodeURIComponent(term)}/autocomplete?limit=${count}`,
        { ...callOptions, what },
      );
      if (status !== 200) throw failed(what, status);
      // No match is `result: null`.
      const result = (body as { result?: unknown } | null)?.result;
      return Array.isArray(result)
        ? result.filter((postcode): postcode is string => typeof postcode === 'string')
        : [];
    },
  };
}
