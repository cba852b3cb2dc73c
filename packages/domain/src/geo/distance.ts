export interface LatLon {
  latitude: number;
  longitude: number;
}

// Mean Earth radius (IUGG); the haversine error from the Earth's flattening is under 0.5%,
// far below the "under 15 miles" granularity of spec §7.
const EARTH_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in statute miles (haversine). */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
