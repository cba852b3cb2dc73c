/**
 * The web client's fixed Basic credential (spec §6). It identifies the client and is no
 * secret: every browser carries it. `API_BASIC_AUTH` replaces this default, on the server and
 * in the web build alike (README, "The Basic credential is not a secret").
 */
export const DEFAULT_API_BASIC_AUTH = 'web-client:change-me';

/** The Authorization header that carries a `user:password` credential. */
export function basicAuthorization(credential: string): string {
  return `Basic ${btoa(credential)}`;
}
