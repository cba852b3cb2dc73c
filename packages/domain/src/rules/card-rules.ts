import type { OfficialPageKey } from './official-pages';

/**
 * How long each CSCS card lasts, whether it can be renewed, and how recent its HS&E test pass
 * must be, from CSCS's own pages (official-pages.ts). The catalogue (catalogue/cards.ts) reads
 * its facts from here, so a rule is changed in one place.
 */
export interface CardRule {
  /** Months a new card lasts. */
  newMonths: number;
  /** Months a renewed card lasts; absent when the card cannot be renewed. */
  renewalMonths?: number;
  /** Months an HS&E test pass counts for this card's application: new card and renewal. */
  testPassMonths: { new: number; renewal: number };
  /** What a renewal must show besides the test: the Labourer card's evidence of labouring work. */
  renewalEvidence?: 'labouring-work';
  /** The page that states the rule. */
  source: OfficialPageKey;
}

/** CSCS asks for an HS&E pass from the last two years with every application. */
export const TEST_PASS_MONTHS = 24;
const USUAL_TEST_PASS = { new: TEST_PASS_MONTHS, renewal: TEST_PASS_MONTHS } as const;

/** The card keys, as catalogue/cards.ts and the card images name them. */
export type CardKey =
  | 'green-labourer'
  | 'red-apprentice'
  | 'red-technical-supervisor-manager'
  | 'red-experienced-worker'
  | 'red-trainee'
  | 'red-industry-placement'
  | 'blue-skilled-worker'
  | 'gold-advanced-craft'
  | 'gold-supervisor'
  | 'black-manager'
  | 'white-aqp'
  | 'white-pqp'
  | 'red-provisional';

export const CARD_RULES: Record<CardKey, CardRule> = {
  // Since 1 February 2025 a first Labourer card lasts 2 years; a renewal lasts 5 years and needs
  // evidence of work in a labouring role. The test taken for the first card counts for 3 years,
  // so the same pass can be used at the first renewal.
  'green-labourer': {
    newMonths: 24,
    renewalMonths: 60,
    testPassMonths: { new: TEST_PASS_MONTHS, renewal: 36 },
    renewalEvidence: 'labouring-work',
    source: 'cscsLabourerCard',
  },
  'red-apprentice': {
    newMonths: 54,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsApprenticeCard',
  },
  'red-technical-supervisor-manager': {
    newMonths: 36,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsExperiencedTsmCard',
  },
  'red-experienced-worker': {
    newMonths: 12,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsExperiencedWorkerCard',
  },
  // The 5-year card for those registered on a qualification; TRAINEE_ROUTES has the 2-year and
  // 3-year cards of the route opened on 1 February 2025.
  'red-trainee': { newMonths: 60, testPassMonths: USUAL_TEST_PASS, source: 'cscsTraineeCard' },
  'red-industry-placement': {
    newMonths: 36,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsIndustryPlacementFaq',
  },
  'blue-skilled-worker': {
    newMonths: 60,
    renewalMonths: 60,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsSkilledWorkerCard',
  },
  'gold-advanced-craft': {
    newMonths: 60,
    renewalMonths: 60,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsAdvancedCraftCard',
  },
  'gold-supervisor': {
    newMonths: 60,
    renewalMonths: 60,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsSupervisorCard',
  },
  'black-manager': {
    newMonths: 60,
    renewalMonths: 60,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsManagerCard',
  },
  // White cards are not renewed: CSCS takes a new application when one runs out (spec §2 offers
  // New and Lost/Stolen only).
  'white-aqp': { newMonths: 60, testPassMonths: USUAL_TEST_PASS, source: 'cscsAqpCard' },
  'white-pqp': { newMonths: 60, testPassMonths: USUAL_TEST_PASS, source: 'cscsPqpCard' },
  'red-provisional': {
    newMonths: 6,
    testPassMonths: USUAL_TEST_PASS,
    source: 'cscsProvisionalCard',
  },
};

/** The Trainee card's routes (cscs.uk.com Trainee card page). */
export const TRAINEE_ROUTES = {
  /** Registered on a construction qualification (an NVQ/SVQ, or a degree, HND or HNC). */
  registered: { months: 60 },
  /** Holds an approved Level 2 (or higher) occupation-related non-competence qualification. */
  nonCompetenceQualification: { months: 24 },
  /** After the 2-year card: registered on an NVQ/SVQ or an agreed alternative. */
  registeredAfterTwoYearCard: { months: 36 },
} as const;

/**
 * When CSCS takes a renewal: from 6 months before the expiry date printed on the card until a
 * year after it (cscs.uk.com "Renew or replace a CSCS card").
 */
export const RENEWAL_WINDOW = {
  monthsBeforeExpiry: 6,
  monthsAfterExpiry: 12,
  source: 'cscsRenewOrReplace',
} as const satisfies { source: OfficialPageKey } & Record<string, unknown>;
