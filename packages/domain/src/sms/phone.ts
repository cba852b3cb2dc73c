/**
 * UK phone numbers in E.164, the form SMS providers take and `sms_opt_outs` keys on (issue 19).
 * The forms accept '07700 900123', '+44 7700 900123', '+44 (0)7700 900123', '447700900123' and
 * '0044 7700 900123'; each is the same number, +447700900123.
 */

/** Separators people type between digits. */
const SEPARATORS = /[\s\-().]/g;

/**
 * The number in E.164 ('+447700900123'), or null when it does not look like a UK number (a
 * foreign number, a typo): the caller then keeps what was typed rather than guess.
 */
export function toE164(phone: string): string | null {
  const compact = phone.trim().replace(SEPARATORS, '');
  // +44, 0044 or a bare 44 before the number, with or without the trunk 0 ('+44 (0)7700…').
  const international = /^(?:\+|00)?44(0?)([1-9]\d{8,9})$/.exec(compact);
  if (international) return `+44${international[2]}`;
  const national = /^0([1-9]\d{8,9})$/.exec(compact);
  return national ? `+44${national[1]}` : null;
}

/**
 * Whether an E.164 number is a UK mobile, the only kind a text reaches: 071–075 and 077–079,
 * and 07624 (Isle of Man). 070 numbers are personal numbers that forward calls and 076 are
 * pagers (Ofcom's numbering plan), so neither gets a text.
 */
export function isUkMobile(e164: string): boolean {
  return /^\+447(?:[1-57-9]\d{8}|624\d{6})$/.test(e164);
}

/** What is stored for a typed number: E.164 for a UK number, else what was typed. */
export function phoneForStorage(phone: string): string {
  return toE164(phone) ?? phone;
}
