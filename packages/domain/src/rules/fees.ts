/**
 * The official fees we collect and pass on, in whole pence (pricing/index.ts adds our service
 * fee). The sources are in official-pages.ts, and register.ts lists each with its page.
 */

/** CITB's HS&E test fee, from CITB's "About the HS&E test" (CSCS's older pages still say £22.50). */
export const HSE_TEST_OFFICIAL_FEE = 2350;
/** The CSCS card fee, the same for new, renewed and replacement cards, since 1 September 2018. */
export const CSCS_CARD_OFFICIAL_FEE = 3600;
/** Cards that CSCS issues free when new (Apprentice cards, since 11 July 2022). */
export const FREE_NEW_CARD_KEYS: ReadonlySet<string> = new Set(['red-apprentice']);
