import { formatLongDate } from '../format';
import type { DateWords } from '../format';
import { RENEWAL_WINDOW } from '../rules/card-rules';
import { todayInLondon } from './dates';

/*
 * CSCS's renewal window (rules/card-rules.ts RENEWAL_WINDOW): "CSCS cards can only be renewed six
 * months prior to, and up to a year after, the expiry date printed on the card." A renewal sooner
 * than this is refused before payment: CSCS would turn it down and the fee would be lost.
 */

/** The same day `months` months earlier, or the month's last day when it has no such day. */
function monthsBefore(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return first.toISOString().slice(0, 10);
}

/** The first day a card expiring on `expiresOn` can be renewed: 31 August 2029 -> 28 February 2029. */
export function renewableFrom(expiresOn: string): string {
  return monthsBefore(expiresOn, RENEWAL_WINDOW.monthsBeforeExpiry);
}

/** True while the card has more than 6 months left: CSCS does not renew it yet. */
export function tooEarlyToRenew(expiresOn: string, today: string = todayInLondon()): boolean {
  return today < renewableFrom(expiresOn);
}

/**
 * What a renewal refused as too early says: the card's expiry, the first day it can be renewed,
 * and what to do until then. English by default; the web passes the page's date words and its
 * own translation of the sentence.
 */
export function cardRenewalTooEarlyMessage(expiresOn: string, words?: DateWords): string {
  const expires = formatLongDate(expiresOn, words);
  const from = formatLongDate(renewableFrom(expiresOn), words);
  return `Your card expires on ${expires}. You can renew from ${from}. Until then, keep using your card.`;
}
