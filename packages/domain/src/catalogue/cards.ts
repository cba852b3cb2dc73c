import { CARD_RULES, type CardKey } from '../rules/card-rules';
import type { ApplicationType, CardName, CardType } from './types';
import { validityText } from './validity';

// Application types: spec §2 fixes gold, black and white; the rest are decision 001:
// renewable cards get all three, the non-renewable red cards cannot be renewed, only replaced.
const ALL: ApplicationType[] = ['New Card', 'Renew Card', 'Lost/Stolen Card'];
const NO_RENEWAL: ApplicationType[] = ['New Card', 'Lost/Stolen Card'];

// CSCS asks for an HS&E pass from the last two years with every application (rules/card-rules.ts).
const WITHIN_TWO_YEARS = 'The pass must be from within the two years before you apply.';

type CardInput = Omit<CardType, 'validity' | 'validityText' | 'rule'> & { key: CardKey };

/** A card with its validity from the rules register, so the two cannot disagree. */
function card(input: CardInput): CardType {
  const rule = CARD_RULES[input.key];
  const validity = { newMonths: rule.newMonths, renewalMonths: rule.renewalMonths };
  // A card CSCS does not renew offers no renewal, whatever the card's own list says.
  if (!rule.renewalMonths && input.applicationTypes.includes('Renew Card')) {
    throw new Error(`${input.key} cannot be renewed (rules/card-rules.ts)`);
  }
  return { ...input, validity, validityText: validityText(validity), rule };
}

export const CARD_TYPES: readonly CardType[] = [
  card({
    key: 'green-labourer',
    name: 'Green Labourer',
    title: 'CSCS Green Labourer Card',
    alternativeTitle: 'Green CSCS Card',
    colour: 'green',
    route: '/cscs-green-card',
    descriptionLines: [
      'For labourers and other entry-level workers doing non-skilled work on construction sites.',
      'Shows that you have basic health and safety knowledge for working on site.',
    ],
    eligibilityLines: [
      'You hold the Level 1 Award in Health and Safety in a Construction Environment (or an accepted equivalent).',
      'You have passed the CITB HS&E Operatives test.',
      'To renew, you show that you work in a labouring role: a CSCS Labourer card renewal declaration, or a letter from your employer or main contractor on company headed paper.',
    ],
    testRequirementLines: [
      'CITB HS&E test: Operatives.',
      WITHIN_TWO_YEARS,
      'To renew, the test you passed for your first Labourer card counts for three years.',
    ],
    applicationTypes: ALL,
    testTypeKey: 'operative',
  }),
  card({
    key: 'red-apprentice',
    name: 'Red Apprentice',
    title: 'CSCS Red Apprentice Card',
    alternativeTitle: 'CSCS Apprentice Card',
    colour: 'red',
    route: '/cscs-apprentice-card',
    descriptionLines: [
      'For people on a recognised construction apprenticeship.',
      'Apprentices are expected to move to a skilled card when the apprenticeship is complete.',
    ],
    eligibilityLines: [
      'You are registered on a recognised apprenticeship (letter from your managing agency or training provider, or your apprenticeship agreement).',
    ],
    testRequirementLines: [
      'CITB HS&E test: Operatives, or a CSCS-recognised health and safety course.',
      WITHIN_TWO_YEARS,
    ],
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'operative',
  }),
  card({
    key: 'red-technical-supervisor-manager',
    name: 'Red Technical Supervisor/Manager',
    title: 'CSCS Red Experienced Technical, Supervisor or Manager Card',
    alternativeTitle: 'CSCS Red Technical Supervisor/Manager Card',
    colour: 'red',
    route: '/cscs-red-experienced-technical-card',
    descriptionLines: [
      'For experienced technical staff, supervisors and managers who have not yet achieved a relevant qualification.',
      'Gives time to complete the qualification needed for a gold or black card.',
    ],
    eligibilityLines: [
      'You have on-site experience in a technical, supervisory or management role.',
      'You are registered for a relevant NVQ/SVQ (level 3 or above).',
    ],
    testRequirementLines: [
      'CITB HS&E test: Supervisors, or Managers and Professionals, depending on your role.',
      WITHIN_TWO_YEARS,
    ],
    applicationTypes: NO_RENEWAL,
  }),
  card({
    key: 'red-experienced-worker',
    name: 'Red Experienced Worker',
    title: 'CSCS Red Experienced Worker Card',
    alternativeTitle: 'CSCS Experienced Worker Card',
    colour: 'red',
    route: '/cscs-experienced-worker-card',
    descriptionLines: [
      'For experienced workers who have not yet achieved the qualification for their trade.',
      'A short-term card while you complete your NVQ/SVQ.',
    ],
    eligibilityLines: [
      'You are registered for an NVQ/SVQ level 2 in your occupation.',
      'You have at least a year of on-the-job experience in your occupation in the last three years.',
    ],
    testRequirementLines: [
      'CITB HS&E test: Operatives, or the specialist test for your occupation.',
      WITHIN_TWO_YEARS,
    ],
    applicationTypes: NO_RENEWAL,
  }),
  card({
    key: 'red-trainee',
    name: 'Red Trainee',
    title: 'CSCS Red Trainee Card',
    alternativeTitle: 'CSCS Trainee Card',
    colour: 'red',
    route: '/cscs-red-trainee-card',
    descriptionLines: [
      'For people working towards their first construction qualification.',
      'Move to a skilled card once the qualification is achieved.',
    ],
    // Two routes since 1 February 2025 (rules/card-rules.ts TRAINEE_ROUTES).
    eligibilityLines: [
      'You are registered for a construction NVQ/SVQ, or a degree, HND or HNC accepted for a skilled card: the card lasts 5 years.',
      'Or you hold a Level 2 (or higher) qualification for your trade that CSCS approves, such as a college diploma, that is not an NVQ/SVQ: the card lasts 2 years. When it runs out, register for an NVQ/SVQ to get a 3-year Trainee card.',
    ],
    testRequirementLines: ['CITB HS&E test: Operatives.', WITHIN_TWO_YEARS],
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'operative',
  }),
  card({
    key: 'red-industry-placement',
    name: 'Red Industry Placement',
    title: 'CSCS Red Industry Placement Card',
    alternativeTitle: 'CSCS Industry Placement Card',
    colour: 'red',
    route: '/cscs-red-industry-placement-card',
    descriptionLines: [
      'For learners whose course includes a work placement on a construction site, such as T Levels.',
      'The training provider usually applies and pays for the card.',
    ],
    eligibilityLines: [
      'You are aged 16 or over.',
      'You are registered on a qualification or training programme with at least 30 days of work placement.',
    ],
    testRequirementLines: ['CITB HS&E test: Operatives.', WITHIN_TWO_YEARS],
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'operative',
  }),
  card({
    key: 'blue-skilled-worker',
    name: 'Blue Skilled Worker',
    title: 'CSCS Blue Skilled Worker Card',
    alternativeTitle: 'Blue CSCS Card',
    colour: 'blue',
    route: '/cscs-blue-card',
    descriptionLines: [
      'For skilled workers who have achieved a construction qualification in their trade.',
    ],
    eligibilityLines: [
      'You hold an NVQ/SVQ level 2, or an apprenticeship or other qualification accepted for your occupation.',
    ],
    testRequirementLines: [
      'CITB HS&E test: Operatives, or the specialist test for your occupation.',
      WITHIN_TWO_YEARS,
    ],
    applicationTypes: ALL,
  }),
  card({
    key: 'gold-advanced-craft',
    name: 'Gold Advanced Craft',
    title: 'CSCS Gold Advanced Craft Card',
    alternativeTitle: 'Gold CSCS Card (Advanced Craft)',
    colour: 'gold',
    route: '/cscs-gold-advanced-craft-card',
    descriptionLines: ['For skilled workers at advanced craft level.'],
    eligibilityLines: ['You hold an NVQ/SVQ level 3 in your occupation.'],
    testRequirementLines: [
      'CITB HS&E test: Operatives, or the specialist test for your occupation.',
      WITHIN_TWO_YEARS,
    ],
    applicationTypes: ALL,
  }),
  card({
    key: 'gold-supervisor',
    name: 'Gold Supervisor',
    title: 'CSCS Gold Supervisor Card',
    alternativeTitle: 'Gold CSCS Card (Supervisor)',
    colour: 'gold',
    route: '/cscs-gold-supervisor-card',
    descriptionLines: ['For supervisors in construction.'],
    eligibilityLines: ['You hold a supervisory NVQ/SVQ level 3 or 4.'],
    testRequirementLines: ['CITB HS&E test: Supervisors.', WITHIN_TWO_YEARS],
    applicationTypes: ALL,
    testTypeKey: 'supervisors',
  }),
  card({
    key: 'black-manager',
    name: 'Black Manager',
    title: 'CSCS Black Manager Card',
    alternativeTitle: 'Black CSCS Card',
    colour: 'black',
    route: '/cscs-black-manager-card',
    descriptionLines: ['For senior managers in construction.'],
    eligibilityLines: [
      'You hold a construction management NVQ/SVQ at level 5, 6 or 7, or an old level 4.',
    ],
    testRequirementLines: ['CITB HS&E test: Managers and Professionals.', WITHIN_TWO_YEARS],
    applicationTypes: ALL,
    testTypeKey: 'managers-and-professionals',
  }),
  card({
    key: 'white-aqp',
    name: 'White Academically Qualified Person',
    title: 'CSCS White Academically Qualified Person Card',
    alternativeTitle: 'CSCS AQP Card',
    colour: 'white',
    route: '/cscs-aqp-card',
    descriptionLines: ['For people who hold certain construction-related academic qualifications.'],
    eligibilityLines: [
      'You hold an accepted construction-related degree, HND or HNC, a CIOB certificate, or a NEBOSH diploma.',
    ],
    testRequirementLines: ['CITB HS&E test: Managers and Professionals.', WITHIN_TWO_YEARS],
    // Spec §2: white cards offer New and Lost/Stolen only.
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'managers-and-professionals',
  }),
  card({
    key: 'white-pqp',
    name: 'White Professionally Qualified Person',
    title: 'CSCS White Professionally Qualified Person Card',
    alternativeTitle: 'CSCS PQP Card',
    colour: 'white',
    route: '/cscs-pqp-card',
    descriptionLines: ['For members of professional bodies approved by CSCS.'],
    eligibilityLines: ['You are a member of a CSCS-approved professional body.'],
    testRequirementLines: ['CITB HS&E test: Managers and Professionals.', WITHIN_TWO_YEARS],
    // Spec §2: white cards offer New and Lost/Stolen only.
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'managers-and-professionals',
  }),
  card({
    key: 'red-provisional',
    name: 'Red Provisional',
    title: 'CSCS Red Provisional Card',
    alternativeTitle: 'CSCS Provisional Card',
    colour: 'red',
    route: '/cscs-red-provisional-card',
    descriptionLines: [
      'For new entrants on a probationary period with an employer.',
      'A short-term card while you decide whether construction work is right for you.',
    ],
    eligibilityLines: [
      'Your employer confirms your probationary employment.',
      'You have never held a CSCS card: CSCS issues the Provisional card once only.',
    ],
    testRequirementLines: ['CITB HS&E test: Operatives.', WITHIN_TWO_YEARS],
    applicationTypes: NO_RENEWAL,
    testTypeKey: 'operative',
  }),
];

export function getCardByRoute(route: string): CardType | undefined {
  return CARD_TYPES.find((c) => c.route === route);
}

export function getCardByName(name: CardName | string): CardType | undefined {
  return CARD_TYPES.find((c) => c.name === name);
}

export function getCardByKey(key: string): CardType | undefined {
  return CARD_TYPES.find((c) => c.key === key);
}

/**
 * Which references an application asks for: a new card the testing ID, a renewal both, a
 * replacement the card's number. A replacement may leave the number out (issue 21): a lost card's
 * number is often lost with it, and the date of birth and the name on the card let CSCS find it.
 */
export function referencesNeeded(type?: ApplicationType | string) {
  return {
    testingId: type === 'New Card' || type === 'Renew Card',
    registrationNumber: type === 'Renew Card' || type === 'Lost/Stolen Card',
    registrationNumberOptional: type === 'Lost/Stolen Card',
  };
}
