import type { Validity } from './types';

/** '6 months', '1 year', '4 years 6 months': whole years read better than 54 months. */
export function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** Spec §9 wording: one period, or 'new' and 'renewal' when they differ (Green Labourer). */
export function validityText(validity: Validity): string {
  const { newMonths, renewalMonths } = validity;
  if (renewalMonths === undefined || renewalMonths === newMonths) return durationText(newMonths);
  return `${durationText(newMonths)} (new), ${durationText(renewalMonths)} (renewal)`;
}

/** True when a card of this validity can be renewed at all. */
export function isRenewable(validity: Validity): boolean {
  return validity.renewalMonths !== undefined;
}
