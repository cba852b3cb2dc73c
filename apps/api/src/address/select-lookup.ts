import type { Env } from '../config/env';
import type { AddressLookup } from './address-lookup';
import { createEmbeddedLookup } from './embedded-lookup';
import { createRemoteLookup } from './remote-lookup';

/** ADDRESS_PROVIDER picks the lookup; the embedded one needs no key. */
export function addressLookupFromEnv(env: Env): AddressLookup {
  if (env.ADDRESS_PROVIDER !== 'remote') return createEmbeddedLookup();
  return createRemoteLookup({ apiKey: env.ADDRESS_API_KEY ?? '', baseUrl: env.ADDRESS_API_URL });
}
