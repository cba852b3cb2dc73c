import type { CardKey, CardRule } from '../rules/card-rules';

/** Shapes of the catalogue (spec §2, §3, §9). Data lives beside the modules that read it. */

export const APPLICATION_TYPES = ['New Card', 'Renew Card', 'Lost/Stolen Card'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Card names of spec §3 plus the other cards behind the 13 card routes of §2. */
export const CARD_NAMES = [
  'Green Labourer',
  'Blue Skilled Worker',
  'Gold Advanced Craft',
  'Gold Supervisor',
  'Black Manager',
  'Red Trainee',
  'Red Experienced Worker',
  'White Academically Qualified Person',
  'White Professionally Qualified Person',
  'Red Provisional',
  'Red Technical Supervisor/Manager',
  'Red Apprentice',
  'Red Industry Placement',
] as const;
export type CardName = (typeof CARD_NAMES)[number];

export type CardColour = 'green' | 'blue' | 'red' | 'gold' | 'black' | 'white';

export interface Validity {
  /** Months a new card lasts. */
  newMonths: number;
  /** Months a renewed card lasts; absent when the card cannot be renewed. */
  renewalMonths?: number;
}

export interface CardType {
  /** Stable key, also the image key: e.g. 'green-labourer'. */
  key: CardKey;
  name: CardName;
  /** The title shown on the card page, e.g. 'CSCS Green Labourer Card'. */
  title: string;
  alternativeTitle: string;
  colour: CardColour;
  /** Route of the card page, e.g. '/cscs-green-card'. */
  route: string;
  validity: Validity;
  /** Human text of the validity, e.g. '2 years (new), 5 years (renewal)'. */
  validityText: string;
  /** The card's rules as CSCS states them, with their source (rules/card-rules.ts). */
  rule: CardRule;
  descriptionLines: string[];
  /** Who the card is for. */
  eligibilityLines: string[];
  testRequirementLines: string[];
  applicationTypes: ApplicationType[];
  /** Key of the HS&E test this card usually needs, if any. */
  testTypeKey?: TestTypeKey;
}

export const TEST_TYPE_KEYS = [
  'operative',
  'managers-and-professionals',
  'working-at-height',
  'hvacr-refrigeration-and-air-conditioning',
  'supervisors',
  'plumbing-or-gas',
  'highway-works',
  'demolition',
  'hvacr-domestic-heating-and-plumbing',
  'hvacr-ductwork',
  'hvacr-pipefitting-and-welding',
  'hvacr-services-and-facilities',
  'lift-and-escalators',
  'tunnelling',
] as const;
export type TestTypeKey = (typeof TEST_TYPE_KEYS)[number];

export interface TestType {
  key: TestTypeKey;
  name: string;
  /** Languages exactly as spec §9 lists them. */
  languages: readonly string[];
  /** CITB code where one exists (e.g. 'MAP', 'SUP'). */
  code?: string;
  questions: number;
  durationMinutes: number;
  passMark: number;
  description: string;
}

export interface TestCentre {
  /** Spec §3 says the id is a number; ours is a stable number assigned from the sorted list. */
  id: number;
  /** Stable slug, used in URLs where a number would be opaque. */
  slug: string;
  name: string;
  shortName: string;
  address: string[];
  postcode: string;
  latitude: number;
  longitude: number;
}

/** Spec §3: cards may hold null or the text 'WITHDRAWN: CRO' for withdrawn occupations. */
export type OccupationCard = CardName | 'WITHDRAWN: CRO' | null;

export interface Occupation {
  id: number;
  name: string;
  testType?: TestTypeKey;
  cards: OccupationCard[];
  withdrawn: boolean;
}

export type CourseKind = 'Online' | 'Offline';

export interface CourseProduct {
  kind: CourseKind;
  /** Spec §9: 'Level 1 Award in Health and Safety' (offline), 'Level 1 Award' (online). */
  name: string;
  provider: string;
}
