import { TEST_CENTRES } from '@site/domain/catalogue';
import { LOCALES, localizePath } from '@site/domain/i18n';
import { CARD_PAGE_PATHS, paths } from './paths';

/**
 * Every page of the site in English (no prefix), each rendered to HTML at build time, including the booking page of every test centre, so
 * that each has its own title and description in its HTML and an unknown centre is a 404. The
 * dynamic routes (/success/:orderId, /failed/:orderId) are left to the SPA fallback; '/404'
 * renders the catch-all page, which the API sends with status 404 for unknown paths.
 */
const ENGLISH_PATHS: readonly string[] = [
  paths.home,
  paths.bookTest,
  paths.testTypes,
  paths.testCheckout,
  paths.groupBook,
  paths.applyCard,
  paths.knowYourCard,
  paths.courseBook,
  paths.healthAndSafetyCourse,
  paths.nvqLevel2,
  paths.centres,
  paths.testPerOccupation,
  paths.cscsTest,
  paths.citbTest,
  paths.terms,
  paths.privacy,
  paths.contact,
  paths.cardTypes,
  paths.aboutTest,
  paths.booking,
  paths.plan,
  ...CARD_PAGE_PATHS,
  ...new Set(TEST_CENTRES.map((centre) => paths.bookTestAt(centre.id))),
  paths.notFound,
];

/**
 * The languages built: all of them, or for a quicker local build those PRERENDER_LOCALES
 * names (PRERENDER_LOCALES=en,pl). A build for serving always has every language.
 */
const BUILT_LOCALES = process.env.PRERENDER_LOCALES
  ? LOCALES.filter((locale) => process.env.PRERENDER_LOCALES?.split(',').includes(locale))
  : LOCALES;

/** Every page in every language (issue 20): '/book-citb-test', '/pl/book-citb-test', … */
export const PRERENDER_PATHS: readonly string[] = BUILT_LOCALES.flatMap((locale) =>
  ENGLISH_PATHS.map((path) => localizePath(path, locale)),
);
