import type { ApplicationType, CardName, TestTypeKey } from './types';
import { getCardByName } from './cards';
import { OCCUPATIONS } from './occupations';

/**
 * What a card application must already have before it is paid for (issue 21 point 2): the
 * qualification (or registration) the card is for, and a CITB HS&E test passed in the last 2
 * years. CSCS refuses an application without them and keeps the fee, so the journey asks first
 * and the API refuses an order that does not confirm them. The wording for people is the card's
 * eligibilityLines (cards.ts); this table is the rule.
 */
export const REQUIREMENT_KEYS = [
  'level-1-award',
  'nvq-level-2',
  'nvq-level-3',
  'supervisory-nvq',
  'management-nvq',
  'professional-body',
  'academic-qualification',
  'apprenticeship',
  'nvq-registration',
  'nvq-level-2-registration',
  'nvq-level-3-registration',
  'work-placement',
  'probation',
  'non-competence-qualification',
  'labouring-work',
  'hse-test',
] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/** Each card's qualification or registration (spec §2 Eligibility and the card pages). */
export const CARD_QUALIFICATION: Record<CardName, RequirementKey> = {
  'Green Labourer': 'level-1-award',
  'Blue Skilled Worker': 'nvq-level-2',
  'Gold Advanced Craft': 'nvq-level-3',
  'Gold Supervisor': 'supervisory-nvq',
  'Black Manager': 'management-nvq',
  'White Professionally Qualified Person': 'professional-body',
  'White Academically Qualified Person': 'academic-qualification',
  'Red Apprentice': 'apprenticeship',
  'Red Trainee': 'nvq-registration',
  'Red Experienced Worker': 'nvq-level-2-registration',
  'Red Technical Supervisor/Manager': 'nvq-level-3-registration',
  'Red Industry Placement': 'work-placement',
  'Red Provisional': 'probation',
};

/**
 * Another qualification that meets the card's need: since 1 February 2025 an approved Level 2
 * non-competence qualification gets a 2-year Trainee card (rules/card-rules.ts TRAINEE_ROUTES).
 */
export const OTHER_ROUTE: Partial<Record<CardName, RequirementKey>> = {
  'Red Trainee': 'non-competence-qualification',
};

/**
 * What this application needs, each need met by any one of its keys. A lost or stolen card is
 * replaced as it was issued, so a replacement needs nothing; a new card and a renewal need the
 * qualification and a recent test (testPassMonthsFor), and a Labourer renewal evidence of
 * labouring work (rules/card-rules.ts).
 */
export function needsFor(card: CardName, applicationType: ApplicationType): RequirementKey[][] {
  if (applicationType === 'Lost/Stolen Card') return [];
  const other = OTHER_ROUTE[card];
  const needs: RequirementKey[][] = [
    other ? [CARD_QUALIFICATION[card], other] : [CARD_QUALIFICATION[card]],
    ['hse-test'],
  ];
  if (applicationType === 'Renew Card' && getCardByName(card)?.rule.renewalEvidence) {
    needs.push(['labouring-work']);
  }
  return needs;
}

/** What this application asks, in the order the journey asks it. */
export function requirementsFor(
  card: CardName,
  applicationType: ApplicationType,
): RequirementKey[] {
  return needsFor(card, applicationType).flat();
}

/** The needs of this application that no confirmed key meets, each named by its first key. */
export function unmetRequirements(
  card: CardName,
  applicationType: ApplicationType,
  confirmed: readonly string[],
): RequirementKey[] {
  return needsFor(card, applicationType)
    .filter((need) => !need.some((key) => confirmed.includes(key)))
    .map((need) => need[0]!);
}

/**
 * How recent the HS&E pass must be for this application, in months: 2 years, or 3 years to
 * renew a first Labourer card with the test taken for it.
 */
export function testPassMonthsFor(card: CardName, applicationType: ApplicationType): number {
  const passMonths = getCardByName(card)?.rule.testPassMonths ?? { new: 24, renewal: 24 };
  return applicationType === 'Renew Card' ? passMonths.renewal : passMonths.new;
}

/**
 * The HS&E test this card needs for this trade: a supervisor's, manager's or white card's own
 * test; otherwise the trade's test in the occupation list (an aerial installer's is Working at
 * Height), else Operatives.
 */
export function testForCard(card: CardName, trade?: string): TestTypeKey {
  const own = getCardByName(card)?.testTypeKey;
  if (own && own !== 'operative') return own;
  const occupation = OCCUPATIONS.find(
    (o) => !o.withdrawn && o.name === trade && o.cards.includes(card) && o.testType,
  );
  return occupation?.testType ?? 'operative';
}
