import { z } from 'zod';
import {
  CARD_NAMES,
  REQUIREMENT_KEYS,
  getCardByName,
  referencesNeeded,
  requirementsFor,
  unmetRequirements,
} from '@site/domain/catalogue';
import type { ApplicationType, CardName, RequirementKey } from '@site/domain/catalogue';
import { tradesAllowedFor } from '@site/domain/schemas';
import { tooEarlyToRenew } from '@site/domain/validators';
import { defineJourney, stepAfter } from '../../lib/journey/define-journey';

export const CARD_STEPS = [
  'card-type',
  'application-type',
  'trade',
  'requirements',
  'references',
  'details',
  'check',
] as const;
export type CardStep = (typeof CARD_STEPS)[number];

export const cardAnswersSchema = z.object({
  cardType: z.enum(CARD_NAMES).optional(),
  applicationType: z.enum(['New Card', 'Renew Card', 'Lost/Stolen Card']).optional(),
  trait: z.string().optional(),
  /** Yes or no to each thing the card needs (issue 21): a "no" stops the journey before payment. */
  requirements: z.partialRecord(z.enum(REQUIREMENT_KEYS), z.boolean()).optional(),
  testingId: z.string().optional(),
  registrationNumber: z.string().optional(),
  /**
   * The current card's expiry (YYYY-MM-DD): a renewal's, required and within CSCS's renewal
   * window; a replacement's, optional, for reminders.
   */
  cardExpiresOn: z.string().optional(),
  detailsDone: z.boolean().optional(),
  /** Query `source`: the page the visitor came from (spec §2); kept, not sent. */
  source: z.string().max(100).optional(),
});
export type CardAnswers = z.infer<typeof cardAnswersSchema>;

/** What this card and application need, once both are chosen. */
export function cardRequirements(a: CardAnswers): RequirementKey[] {
  const applicationType = a.applicationType as ApplicationType | undefined;
  return a.cardType && applicationType ? requirementsFor(a.cardType, applicationType) : [];
}

/**
 * The needs no "yes" meets (a Trainee's registration or its Level 2 qualification, either will
 * do): the journey goes no further while there is one.
 */
export function missingRequirements(a: CardAnswers): RequirementKey[] {
  const applicationType = a.applicationType as ApplicationType | undefined;
  if (!a.cardType || !applicationType) return [];
  const confirmed = Object.entries(a.requirements ?? {})
    .filter(([, yes]) => yes)
    .map(([key]) => key);
  return unmetRequirements(a.cardType, applicationType, confirmed);
}

/** A replacement needs nothing confirmed, so it skips the requirements step. */
function cardStepsFor(a: CardAnswers): readonly CardStep[] {
  const asks = !a.applicationType || cardRequirements(a).length > 0;
  return asks ? CARD_STEPS : CARD_STEPS.filter((step) => step !== 'requirements');
}

export function firstIncompleteCardStep(a: CardAnswers): CardStep {
  const card = a.cardType ? getCardByName(a.cardType) : undefined;
  if (!card) return 'card-type';
  if (!a.applicationType || !card.applicationTypes.includes(a.applicationType))
    return 'application-type';
  if (!a.trait || !tradesAllowedFor(card.name as CardName).includes(a.trait)) return 'trade';
  if (missingRequirements(a).length > 0) return 'requirements';
  // A replacement's card number is optional: its date of birth and name find the card (issue 21).
  const needs = referencesNeeded(a.applicationType);
  const numberMissing =
    needs.registrationNumber && !needs.registrationNumberOptional && !a.registrationNumber;
  if ((needs.testingId && !a.testingId) || numberMissing) return 'references';
  // A renewal waits for CSCS's window: neither the check page nor payment before it opens.
  if (a.applicationType === 'Renew Card' && (!a.cardExpiresOn || tooEarlyToRenew(a.cardExpiresOn)))
    return 'references';
  if (!a.detailsDone) return 'details';
  return 'check';
}

/** The card application (issue 4 point 3), ending in its check step. */
export const cardJourney = defineJourney({
  name: 'card-application',
  steps: CARD_STEPS,
  stepsFor: cardStepsFor,
  end: 'check',
  answers: cardAnswersSchema,
  firstIncomplete: firstIncompleteCardStep,
  next: (answers, { step, returnTo }, incomplete) => {
    // A change made from the check page asks only what it left unanswered, then goes back.
    if (returnTo === 'check') {
      return incomplete === 'check' ? { step: 'check' } : { step: incomplete, returnTo };
    }
    return { step: stepAfter(cardStepsFor(answers), step, incomplete, 'check') };
  },
});
