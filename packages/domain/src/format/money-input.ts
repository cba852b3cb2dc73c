/**
 * An amount of money typed by staff: '£100', '100', '100.00', '£1,000' and '1,000.5' are all
 * read; anything else is refused with words that say what to type.
 */
export type MoneyInput =
  { pence: number; error?: undefined } | { error: string; pence?: undefined };

export const MONEY_INPUT_ERROR = 'Enter an amount in pounds, like £100 or 23.50';

const AMOUNT = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

export function parseMoneyInput(text: string): MoneyInput {
  const match = AMOUNT.exec(text.trim());
  if (!match) return { error: MONEY_INPUT_ERROR };
  const pounds = Number(match[1]!.replace(/,/g, ''));
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  const total = pounds * 100 + pence;
  if (!Number.isSafeInteger(total) || total < 1) {
    return { error: 'Enter an amount of at least 1p' };
  }
  return { pence: total };
}
