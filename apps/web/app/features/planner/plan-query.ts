import { z } from 'zod';
import { CARD_TYPES, getCardByKey, type CardType, type Occupation } from '@site/domain/catalogue';
import { occupationForTrade } from '@site/domain/planning';
import { MESSAGES, bookingDateSchema } from '@site/domain/validators';
import { validateWith, type Validated } from '../../lib/form-validation';

/**
 * The planner's answers, kept in the address (/plan?start=2027-01-04&card=green-labourer, and
 * &trade=… when given) so that a plan can be reloaded, shared and come back to with Back.
 */
export interface PlanQuery {
  start: string;
  card: CardType;
  /** The worker's trade, when given: it picks the test (a roofer's is Working at Height). */
  trade?: Occupation;
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

/**
 * The answers as the form sends them: the start date as 'YYYY-MM-DD', a card key and a trade's
 * name. The trade is optional and chosen from a list, so a name that is not a trade is left out.
 */
export function validatePlan(start: string, cardKey: string, tradeName = ''): Validated<PlanQuery> {
  const result = validateWith(planSchema, { 'start-day': start, card: cardKey });
  if (!result.ok) return result;
  const card = getCardByKey(result.data.card)!;
  const trade = tradeName ? occupationForTrade(tradeName, card) : undefined;
  return { ok: true, data: { start: result.data['start-day'], card, ...(trade ? { trade } : {}) } };
}

/** The plan the address asks for, or undefined when it asks for none or for one that is not valid. */
export function planQueryOf(params: URLSearchParams): PlanQuery | undefined {
  const start = params.get('start');
  const card = params.get('card');
  if (!start || !card) return undefined;
  const result = validatePlan(start, card, params.get('trade') ?? '');
  return result.ok ? result.data : undefined;
}

/** The address of a plan: '?start=2027-01-04&card=green-labourer' (and '&trade=…'). */
export function planSearch({ start, card, trade }: PlanQuery): string {
  const query = new URLSearchParams({ start, card: card.key });
  if (trade) query.set('trade', trade.name);
  return `?${query.toString()}`;
}

/** The card a link chose (a card page's '/plan?card=green-labourer'), before any start date. */
export function cardKeyOf(params: URLSearchParams): string | undefined {
  const key = params.get('card');
  return key && CARD_TYPES.some((card) => card.key === key) ? key : undefined;
}
