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
 * One interface for every way of turning a postcode into a position (ARCHITECTURE.md). The
 * embedded default needs no key; a commercial adapter can sit behind the same shape.
 */
export interface AddressLookup {
  readonly name: string;
  /**
   * undefined when the postcode is not known or the lookup call fails ('Postcode not found');
   * throws PostcodeUnusableError when nothing in the answer can place it.
   */
  locate(postcode: string): Promise<PostcodePosition | undefined>;
  /** Postcodes, districts or addresses that complete what was typed; all when no limit. */
  suggest(partial: string, limit?: number): Promise<string[]>;
}
