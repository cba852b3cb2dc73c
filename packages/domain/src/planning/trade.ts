import { OCCUPATIONS } from '../catalogue/occupations';
import type { CardType, Occupation } from '../catalogue/types';

/**
 * The occupation a worker's trade names, for the card they need: some trades appear more than
 * once with different cards (spec §3), so the entry that holds that card, else the first active
 * one. Undefined for a name that is not an active trade.
 */
export function occupationForTrade(name: string, card: CardType): Occupation | undefined {
  const entries = OCCUPATIONS.filter((o) => !o.withdrawn && o.name === name.trim());
  return entries.find((o) => o.cards.includes(card.name)) ?? entries[0];
}
