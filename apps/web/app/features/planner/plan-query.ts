import { z } from 'zod';
import { CARD_TYPES, getCardByKey, type CardType } from '@site/domain/catalogue';
import { MESSAGES, bookingDateSchema } from '@site/domain/validators';
import { validateWith, type Validated } from '../../lib/form-validation';

/**
 * The planner's two answers, kept in the address (/plan?start=2027-01-04&card=green-labourer)
 * so that a plan can be reloaded, shared and come back to with Back.
 */
export interface PlanQuery {
  start: string;
  card: CardType;
}

/** The start date: a real date from today, within the 6 months a test can be booked ahead. */
const planSchema = z.object({
  'start-day': bookingDateSchema,
  card: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .refine((key) => CARD_TYPES.some((card) => card.key === key), { error: MESSAGES.cardType }),
});

/** The answers as the form sends them: the start date as 'YYYY-MM-DD' and a card key. */
export function validatePlan(start: string, cardKey: string): Validated<PlanQuery> {
  const result = validateWith(planSchema, { 'start-day': start, card: cardKey });
  if (!result.ok) return result;
  return {
    ok: true,
    data: { start: result.data['start-day'], card: getCardByKey(result.data.card)! },
  };
}

/** The plan the address asks for, or undefined when it asks for none or for one that is not valid. */
export function planQueryOf(params: URLSearchParams): PlanQuery | undefined {
  const start = params.get('start');
  const card = params.get('card');
  if (!start || !card) return undefined;
  const result = validatePlan(start, card);
  return result.ok ? result.data : undefined;
}

/** The address of a plan: '?start=2027-01-04&card=green-labourer'. */
export function planSearch({ start, card }: PlanQuery): string {
  return `?${new URLSearchParams({ start, card: card.key }).toString()}`;
}

/** The card a link chose (a card page's '/plan?card=green-labourer'), before any start date. */
export function cardKeyOf(params: URLSearchParams): string | undefined {
  const key = params.get('card');
  return key && CARD_TYPES.some((card) => card.key === key) ? key : undefined;
}
