import type { Nation } from './bank-holidays';

/*
 * Which nation's bank holidays a place keeps, from its postcode: BT is Northern Ireland, these
 * areas are Scotland, and the rest (Wales's CF, LL, SA… too) keep England and Wales's days.
 * The postcode areas are Royal Mail's; the cross-border districts are named below.
 */

/** Postcode areas wholly or mostly in Scotland. */
const SCOTTISH_AREAS: ReadonlySet<string> = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);

/**
 * Districts of a Scottish area that lie in England: TD15 is Berwick-upon-Tweed and the villages
 * round it (the Berwick test centre, TD15 1JT, is one). TD12 and TD9 straddle the border in
 * parts; no centre or classroom of ours is in them.
 */
const ENGLISH_DISTRICTS: ReadonlySet<string> = new Set(['TD15']);

/** The nation a UK postcode ('EH1 3LR', 'bt1 1ff') is in; England and Wales when unreadable. */
export function nationOfPostcode(postcode: string): Nation {
  // The outward code, with or without the space: 'TD15 1JT' and 'TD151JT' are both TD15.
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  const district = compact.length > 4 ? compact.slice(0, -3) : compact;
  const area = /^[A-Z]{1,2}/.exec(district)?.[0] ?? '';
  if (area === 'BT') return 'northern-ireland';
  if (SCOTTISH_AREAS.has(area) && !ENGLISH_DISTRICTS.has(district)) return 'scotland';
  return 'england-and-wales';
}

/** The nation whose bank holidays close a test centre (or any place with a postcode). */
export function nationOfCentre(centre: { postcode: string }): Nation {
  return nationOfPostcode(centre.postcode);
}
