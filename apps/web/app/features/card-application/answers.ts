import { z } from 'zod';
import { CARD_NAMES, getCardByName, referencesNeeded } from '@site/domain/catalogue';
import type { CardName } from '@site/domain/catalogue';
import { tradesAllowedFor } from '@site/domain/schemas';
import { defineJourney, stepAfter } from '../../lib/journey/define-journey';

export const CARD_STEPS = [
  'card-type',
  'application-type',
  'trade',
  'references',
  'details',
  'check',
] as const;
export type CardStep = (typeof CARD_STEPS)[number];

export const cardAnswersSchema = z.object({
  cardType: z.enum(CARD_NAMES).optional(),
  applicationType: z.enum(['New Card', 'Renew Card', 'Lost/Stolen Card']).optional(),
  trait: z.string().optional(),
  testingId: z.string().optional(),
  registrationNumber: z.string().optional(),
  /** A renewal or replacement's current card expiry (YYYY-MM-DD), for reminders; optional. */
  cardExpiresOn: z.string().optional(),
  detailsDone: z.boolean().optional(),
  /** Query `source`: the page the visitor came from (spec §2); kept, not sent. */
  source: z.string().max(100).optional(),
});
export type CardAnswers = z.infer<typeof cardAnswersSchema>;

export function firstIncompleteCardStep(a: CardAnswers): CardStep {
  const card = a.cardType ? getCardByName(a.cardType) : undefined;
  if (!card) return 'card-type';
  if (!a.applicationType || !card.applicationTypes.includes(a.applicationType))
    return 'application-type';
  if (!a.trait || !tradesAllowedFor(card.name as CardName).includes(a.trait)) return 'trade';
  const needs = referencesNeeded(a.applicationType);
  if ((needs.testingId && !a.testingId) || (needs.registrationNumber && !a.registrationNumber))
    return 'references';
  if (!a.detailsDone) return 'details';
  return 'check';
}

/** The card application (issue 4 point 3), ending in its check step. */
export const cardJourney = defineJourney({
  name: 'card-application',
  steps: CARD_STEPS,
  end: 'check',
  answers: cardAnswersSchema,
  firstIncomplete: firstIncompleteCardStep,
  next: (_answers, { step, returnTo }, incomplete) => {
    // A change made from the check page asks only what it left unanswered, then goes back.
    if (returnTo === 'check') {
      return incomplete === 'check' ? { step: 'check' } : { step: incomplete, returnTo };
    }
    return { step: stepAfter(CARD_STEPS, step, incomplete, 'check') };
  },
});
