/**
 * Every URL of the site in one place (spec §2). Pages link through these, never through
 * hand-written strings, so a renamed route is one edit.
 */
export const paths = {
  home: '/',
  bookTest: '/book-citb-test',
  bookTestAt: (locationId: string | number) => `/book-citb-test/${encodeURIComponent(locationId)}`,
  testTypes: '/citb-test-types',
  testCheckout: '/citb-test-checkout',
  groupBook: '/group-book',
  applyCard: '/apply-cscs-card',
  knowYourCard: '/cscs-card',
  courseBook: '/course-book',
  healthAndSafetyCourse: '/one-day-health-and-safety-awareness-course',
  nvqLevel2: '/nvq-level2',
  centres: '/centers',
  testPerOccupation: '/test-per-occupation',
  success: (orderId: string) => `/success/${encodeURIComponent(orderId)}`,
  failed: (orderId: string) => `/failed/${encodeURIComponent(orderId)}`,
  cscsTest: '/cscs-test',
  citbTest: '/citb-test',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  contact: '/contact-us',
  cardTypes: '/card-types',
  aboutTest: '/about-hse-test',
  /** Find my booking (issue 19): where a paid booking stands. */
  booking: '/booking',
  /** The start-date planner (issue 21 point 1): what to do, and by when, to start on site. */
  plan: '/plan',
  notFound: '/404',
} as const;

/** The 13 card pages of spec §2; the catalogue's `route` of each card is one of these. */
export const cardPaths = {
  green: '/cscs-green-card',
  apprentice: '/cscs-apprentice-card',
  redTechnical: '/cscs-red-experienced-technical-card',
  experiencedWorker: '/cscs-experienced-worker-card',
  redTrainee: '/cscs-red-trainee-card',
  redIndustryPlacement: '/cscs-red-industry-placement-card',
  blue: '/cscs-blue-card',
  goldAdvancedCraft: '/cscs-gold-advanced-craft-card',
  goldSupervisor: '/cscs-gold-supervisor-card',
  blackManager: '/cscs-black-manager-card',
  aqp: '/cscs-aqp-card',
  pqp: '/cscs-pqp-card',
  redProvisional: '/cscs-red-provisional-card',
} as const;

export const CARD_PAGE_PATHS: readonly string[] = Object.values(cardPaths);

/** Link to the test booking, optionally preselecting a test type (query t, spec §2). */
export function bookTestHref(testTypeKey?: string): string {
  return testTypeKey ? `${paths.bookTest}?t=${encodeURIComponent(testTypeKey)}` : paths.bookTest;
}

/** Link to the card application for a card name (query t = card type, spec §2). */
export function applyCardHref(cardName: string, source?: string): string {
  const query = new URLSearchParams({ t: cardName });
  if (source) query.set('source', source);
  return `${paths.applyCard}?${query.toString()}`;
}

/**
 * Link to the course booking with its first answers filled in (the planner's course step):
 * the kind, and for an online course the final assessment date.
 */
export function courseBookHref(kind: 'Online' | 'Offline', date?: string): string {
  const query = new URLSearchParams({ type: kind.toLowerCase() });
  if (date && kind === 'Online') query.set('date', date);
  return `${paths.courseBook}?${query.toString()}`;
}

/** Link to the start-date planner with a card already chosen (a card page's link). */
export function planHref(cardKey: string): string {
  return `${paths.plan}?${new URLSearchParams({ card: cardKey }).toString()}`;
}
