import {
  isUkOutcode,
  isUkPostcode,
  lookupOutcode,
  lookupPostcode,
  normalisePostcode,
  suggestOutcodes,
} from '@site/domain/geo';
import type { AddressLookup } from './address-lookup';

/**
 * Postcode-district centroids shipped with the project (docs/data.md): a full postcode is
 * placed at its district's centre, which is close enough to rank test centres by distance.
 */
export function createEmbeddedLookup(): AddressLookup {
  return {
    name: 'embedded',
    async locate(input) {
      const postcode = normalisePostcode(input);
      const district = isUkPostcode(postcode)
        ? lookupPostcode(postcode)
        : isUkOutcode(postcode)
          ? lookupOutcode(postcode)
          : undefined;
      if (!district) return undefined;
      return {
        postcode,
        latitude: district.latitude,
        longitude: district.longitude,
        town: district.town,
      };
    },
    async suggest(partial, limit) {
      return suggestOutcodes(partial, limit).map((district) => district.outcode);
    },
  };
}
