/** A place a postcode points at. */
export interface PostcodePosition {
  postcode: string;
  latitude: number;
  longitude: number;
  town?: string;
}

/**
 * One interface for every way of turning a postcode into a position (ARCHITECTURE.md). The
 * embedded default needs no key; a commercial adapter can sit behind the same shape.
 */
export interface AddressLookup {
  readonly name: string;
  /** undefined when the postcode is not known. */
  locate(postcode: string): Promise<PostcodePosition | undefined>;
  /** Postcodes or districts that complete what was typed. */
  suggest(partial: string, limit: number): Promise<string[]>;
}
