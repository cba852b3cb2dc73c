import { z } from 'zod';
import { APPLICATION_TYPES, CARD_NAMES } from '../catalogue/types';
import { getCardByName } from '../catalogue/cards';
import { REQUIREMENT_KEYS, unmetRequirements } from '../catalogue/requirements';
import { CARD_TRADES, tradesForCard } from '../catalogue/occupations';
import {
  MESSAGES,
  cardExpiresOnSchema,
  cardRenewalTooEarlyMessage,
  idSchema,
  missingOr,
  optional,
  registrationNumberSchema,
  requiredText,
  testingIdSchema,
  tooEarlyToRenew,
} from '../validators';
import { envelope } from './envelope';
import { localeField } from './locale';

export const cardNameSchema = z.enum(CARD_NAMES, {
  error: missingOr(MESSAGES.cardType),
});

export const applicationTypeSchema = z.enum(APPLICATION_TYPES, {
  error: missingOr(MESSAGES.applicationType),
});

type CardName = (typeof CARD_NAMES)[number];

/**
 * Cards whose holders work in the trades of another card. The Experienced Worker card is for
 * people registered for an NVQ/SVQ level 2 (spec §2), which leads to the Blue Skilled Worker
 * card, but the occupation list ties only one occupation to it (docs/data.md).
 */
const SHARES_TRADES_OF: Partial<Record<CardName, CardName>> = {
  'Red Experienced Worker': 'Blue Skilled Worker',
};

/** The trades that may be printed on a card: those the occupation list ties to it, else any trade. */
export function tradesAllowedFor(cardName: CardName): readonly string[] {
  const shared = SHARES_TRADES_OF[cardName];
  const fitting = tradesForCard(cardName, ...(shared ? [shared] : []));
  return fitting.length > 0 ? fitting : CARD_TRADES;
}

/** POST /card?initiate_pay=true (spec §7). */
export const createCardBody = z
  .object({
    userId: idSchema(MESSAGES.userId),
    type: cardNameSchema,
    applicationType: applicationTypeSchema,
    trait: requiredText(MESSAGES.trait),
    /**
     * The current card's expiry (YYYY-MM-DD): a renewal must give it, and is refused before CSCS's
     * renewal window opens (validators/card-renewal.ts); a replacement may, for its reminders.
     */
    cardExpiresOn: optional(cardExpiresOnSchema),
    /**
     * What the applicant confirmed they have (issue 21): the card's qualification and the HS&E
     * test (catalogue/requirements.ts). Not in the spec; an order missing one is refused.
     */
    requirements: z
      .array(z.enum(REQUIREMENT_KEYS, { error: MESSAGES.cardRequirements }), {
        error: MESSAGES.cardRequirements,
      })
      .max(REQUIREMENT_KEYS.length, { error: MESSAGES.cardRequirements })
      .default([]),
    /** The site's language the application was made in (issue 20). */
    locale: localeField,
  })
  .superRefine((body, ctx) => {
    if (body.cardExpiresOn && body.applicationType === 'New Card') {
      ctx.addIssue({
        code: 'custom',
        path: ['cardExpiresOn'],
        message: MESSAGES.cardExpiryNewCard,
      });
    }
    if (body.applicationType === 'Renew Card') checkRenewal(body.cardExpiresOn, ctx);
    const card = getCardByName(body.type);
    if (card && !card.applicationTypes.includes(body.applicationType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationType'],
        message: MESSAGES.applicationType,
      });
    }
    if (!tradesAllowedFor(body.type).includes(body.trait)) {
      ctx.addIssue({ code: 'custom', path: ['trait'], message: MESSAGES.trait });
    }
    if (unmetRequirements(body.type, body.applicationType, body.requirements).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['requirements'], message: MESSAGES.cardRequirements });
    }
  });
export type CreateCardBody = z.input<typeof createCardBody>;

/**
 * A renewal names its card's expiry, and CSCS renews only from 6 months before it: sooner, the
 * application would be turned down after payment. The message gives both dates.
 */
function checkRenewal(expiresOn: string | undefined, ctx: z.RefinementCtx) {
  if (!expiresOn) {
    ctx.addIssue({ code: 'custom', path: ['cardExpiresOn'], message: MESSAGES.required });
  } else if (tooEarlyToRenew(expiresOn)) {
    ctx.addIssue({
      code: 'custom',
      path: ['cardExpiresOn'],
      message: cardRenewalTooEarlyMessage(expiresOn),
    });
  }
}

export const initiatePayQuery = z.object({
  initiate_pay: z
    .enum(['true', 'false'], { error: 'initiate_pay must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const cardCreatedResponse = envelope(
  z.object({
    orderId: z.uuid(),
    cardId: z.uuid(),
    session_id: z.string().optional(),
    url: z.string().optional(),
  }),
);

export const cardIdParams = z.object({ cardId: idSchema(MESSAGES.checkField) });

/** PATCH /card/{cardId}: must answer 200 (spec §7). */
export const updateCardBody = z
  .object({
    testingId: optional(testingIdSchema),
    registrationNumber: optional(registrationNumberSchema),
  })
  .superRefine((body, ctx) => {
    // A new card needs the testing ID; a renewal or replacement needs the registration number.
    if (!body.testingId && !body.registrationNumber) {
      ctx.addIssue({ code: 'custom', path: ['testingId'], message: MESSAGES.testingId });
    }
  });
export type UpdateCardBody = z.input<typeof updateCardBody>;

export const cardUpdatedResponse = envelope(z.object({ cardId: z.uuid() }));
