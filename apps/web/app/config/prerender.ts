import { TEST_CENTRES } from '@site/domain/catalogue';
import { CARD_PAGE_PATHS, paths } from './paths';

/**
 * Routes rendered to HTML at build time, including the booking page of every test centre, so
 * that each has its own title and description in its HTML and an unknown centre is a 404. The
 * dynamic routes (/success/:orderId, /failed/:orderId) are left to the SPA fallback; '/404'
 * renders the catch-all page, which the API sends with status 404 for unknown paths.
 */
export const PRERENDER_PATHS: readonly string[] = [
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
  ...CARD_PAGE_PATHS,
  ...new Set(TEST_CENTRES.map((centre) => paths.bookTestAt(centre.id))),
  paths.notFound,
];
