import { TEST_CENTRES } from '../catalogue/test-centres';
import type { TestCentre } from '../catalogue/types';
import { distanceMiles, type LatLon } from './distance';

/** Spec §7 and §9: at most 10 centres, only those under 15 miles, nearest first. */
export const NEAREST_CENTRES_LIMIT = 10;
export const NEAREST_CENTRES_MAX_MILES = 15;

export interface CentreDistance {
  centre: TestCentre;
  miles: number;
}

export function nearestCentres(
  point: LatLon,
  centres: readonly TestCentre[] = TEST_CENTRES,
): CentreDistance[] {
  return centres
    .map((centre) => ({ centre, miles: distanceMiles(point, centre) }))
    .filter((entry) => entry.miles < NEAREST_CENTRES_MAX_MILES)
    .sort((a, b) => a.miles - b.miles || a.centre.id - b.centre.id)
    .slice(0, NEAREST_CENTRES_LIMIT);
}
