import type { Env } from '../config/env';
import type { AddressLookup } from './address-lookup';
import { cacheLookups } from './cached-lookup';
import { createEmbeddedLookup } from './embedded-lookup';
import { createGetAddressLookup } from './getaddress-lookup';
import { createPostcodesIoLookup } from './postcodes-io-lookup';

type RemoteProvider = Exclude<Env['ADDRESS_PROVIDER'], 'embedded'>;

/** Each remote provider's own service, called when ADDRESS_API_URL is not set. */
const DEFAULT_API_URLS: Record<RemoteProvider, string> = {
  getaddress: 'https://api.getaddress.io',
  'postcodes-io': 'https://api.postcodes.io',
};

/** The base URL the chosen provider is called at; none for the embedded lookup. */
export function addressApiUrl(env: Env): string | undefined {
  const provider = env.ADDRESS_PROVIDER;
  return provider === 'embedded' ? undefined : (env.ADDRESS_API_URL ?? DEFAULT_API_URLS[provider]);
}

/**
 * ADDRESS_PROVIDER picks the lookup; the embedded one needs no key and calls nobody. A remote
 * one's answers are kept for a few minutes (cached-lookup.ts).
 */
export function addressLookupFromEnv(env: Env): AddressLookup {
  const provider = env.ADDRESS_PROVIDER;
  if (provider === 'embedded') return createEmbeddedLookup();
  const baseUrl = env.ADDRESS_API_URL ?? DEFAULT_API_URLS[provider];
  return cacheLookups(
    // postcodes.io takes no key: ADDRESS_API_KEY, if set, is not sent to it.
    provider === 'postcodes-io'
      ? createPostcodesIoLookup({ baseUrl })
      : createGetAddressLookup({ apiKey: env.ADDRESS_API_KEY ?? '', baseUrl }),
  );
}
