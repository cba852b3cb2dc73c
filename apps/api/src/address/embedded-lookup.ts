import {
  isUkOutcode,
  isUkPostcode,
  lookupOutcode,
  lookupPostcode,
  normalisePostcode,
  suggestOutcodes,
} from '@site/domain/geo';
import { TEST_CENTRES } from '@site/domain/catalogue';
import type { AddressLookup } from './address-lookup';

/**
 * Postcode-district centroids shipped with the project (docs/data.md): a full postcode is
 * placed at its district's centre, which is close enough to rank test centres by distance,
 * except a test centre's own postcode, which is placed at the centre.
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
      // A test centre's own postcode is known exactly: the district's centre can be 20 miles
      // off in the Highlands, which would put the centre beyond its own 15-mile search.
      const centre = TEST_CENTRES.find((c) => c.postcode === postcode);
      return {
        postcode,
        latitude: centre?.latitude ?? district.latitude,
        longitude: centre?.longitude ?? district.longitude,
        town: district.town,
      };
    },
    async suggest(partial, limit) {
      return suggestOutcodes(partial, limit).map((district) => district.outcode);
    },
  };
}
