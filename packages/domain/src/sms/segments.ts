/**
 * How many SMS segments a text takes, as the network counts them (3GPP TS 23.038, formerly
 * GSM 03.38): text within the GSM 7-bit default alphabet and its extension table goes as
 * GSM-7, anything else makes the whole message UCS-2. A single segment holds 160 septets or 70
 * UTF-16 code units; a long message is split into parts of 153 or 67, the rest of each part
 * being the header that joins them.
 */

/** The default alphabet, one septet each (0x1B, the escape to the extension table, left out). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: an escape septet and the character's own, so two septets each. */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

/** Every character GSM-7 can send, one septet or two. */
export const GSM7_CHARACTERS = GSM7_BASIC + GSM7_EXTENSION;

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Parts the message is sent in (and billed as). */
  segments: number;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

const isGsm7 = (text: string) => {
  for (const c of text) if (!BASIC.has(c) && !EXTENSION.has(c)) return false;
  return true;
};

/**
 * Counted in one pass over the characters as sent. An escaped character's two septets, and a
 * surrogate pair's two code units (an emoji), are never split between two parts, so each counts
 * as one piece.
 */
export function countSmsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const { single, part } = LIMITS[encoding];
  let units = 0;
  let segments = 1;
  let used = 0;
  for (const c of text) {
    const size = encoding === 'GSM-7' ? (EXTENSION.has(c) ? 2 : 1) : c.length;
    units += size;
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments: units <= single ? 1 : segments, units };
}
