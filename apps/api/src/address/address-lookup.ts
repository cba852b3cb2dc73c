/** A place a postcode points at. */
export interface PostcodePosition {
  postcode: string;
  latitude: number;
  longitude: number;
  town?: string;
}

/**
 * 'Could not find postcode' (spec §8): the lookup answered, but no suggestion or position in
 * its answer is usable. The route answers 422 for it.
 */
export class PostcodeUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostcodeUnusableError';
  }
}

/**
 * 'Postcode not found' (spec §8): the call to the provider failed (network, timeout, an answer
 * other than the ones documented). Its message names the call and the reason only, never the
 * URL, which may carry the provider's key. The route answers 404 for it and logs it.
 */
export class AddressLookupFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressLookupFailed';
  }
}

/**
 * One interface for every way of turning a postcode into a position (README, "Address
 * providers"). The embedded default needs no key; a commercial adapter can sit behind the same
 * shape.
 */
export interface AddressLookup {
  readonly name: string;
  /**
   * undefined when the postcode is not known ('Postcode not found'); throws
   * PostcodeUnusableError when nothing in the answer can place it, and AddressLookupFailed when
   * the call to the provider fails.
   */
  locate(postcode: string): Promise<PostcodePosition | undefined>;
  /**
   * Postcodes, districts or addresses that complete what was typed; all when no limit. Throws
   * AddressLookupFailed when the call to the provider fails.
   */
  suggest(partial: string, limit?: number): Promise<string[]>;
}
