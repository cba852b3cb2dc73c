import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The site's catalogues (issue 20, docs/decisions/026-languages.md). English is the source; each
 * catalogue is one area of the site, so a page loads only its own area's messages
 * (apps/web/app/i18n/catalogue-areas.ts) and each area has one owner. PO files are for
 * translators; `lingui compile` turns them into the modules pages and the API load.
 */
const web = (name: string, include: string[]) => ({
  path: `<rootDir>/apps/web/locales/{locale}/${name}`,
  include: include.map((p) => `<rootDir>/apps/web/app/${p}`),
  exclude: ['**/*.test.*', '**/admin/**'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bg', 'cs', 'cy', 'de', 'es', 'fr', 'hu', 'lt', 'pa', 'pl', 'pt', 'ro', 'ru'],
  // No fallback language: a message missing in any language fails CI (scripts/i18n-check.mjs).
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    // The shell, form kit, journey engine, field errors, contact form and 404: every page.
    web('common', [
      'root.tsx',
      'components',
      'lib',
      'i18n',
      'config',
      'features/enquiry',
      'routes/not-found.tsx',
      'routes/contact-us.tsx',
    ]),
    web('test', [
      'features/test-booking',
      'routes/book-citb-test.tsx',
      'routes/book-citb-test-location.tsx',
      'routes/citb-test-checkout.tsx',
      'routes/group-book.tsx',
    ]),
    web('card', ['features/card-application', 'routes/apply-cscs-card.tsx']),
    web('course', ['features/course-booking', 'routes/course-book.tsx']),
    web('status', [
      'features/outcome',
      'features/booking-status',
      'routes/success.tsx',
      'routes/failed.tsx',
      'routes/booking.tsx',
    ]),
    web('pages', [
      'features/centres',
      'features/occupations',
      'routes/home.tsx',
      'routes/about-hse-test.tsx',
      'routes/citb-test.tsx',
      'routes/cscs-test.tsx',
      'routes/nvq-level2.tsx',
      'routes/one-day-health-and-safety-awareness-course.tsx',
      'routes/centers.tsx',
      'routes/test-per-occupation.tsx',
      'routes/citb-test-types.tsx',
    ]),
    web('cards', [
      'features/catalogue',
      'routes/cscs-card.tsx',
      'routes/card-types.tsx',
      'routes/card-page.tsx',
    ]),
    web('legal', ['routes/terms-and-conditions.tsx', 'routes/privacy-policy.tsx']),
    // The start-date planner (issue 21 point 1).
    web('plan', ['features/planner', 'routes/plan.tsx']),
    // Emails, texts, calendar files and the sandbox checkout page: the server's own.
    {
      path: '<rootDir>/apps/api/locales/{locale}/messages',
      include: ['<rootDir>/apps/api/src'],
      exclude: ['**/*.test.*'],
    },
  ],
});
