import { stripLocale } from '@site/domain/i18n';

/**
 * The web's message catalogues are split by area of the site (lingui.config.ts), so a page
 * carries only its own area's messages in its own language. `common` (the shell, the form kit,
 * field errors, the 404 page) is on every page.
 */
export const AREAS = [
  'common',
  'test',
  'card',
  'course',
  'status',
  'pages',
  'cards',
  'legal',
  'plan',
] as const;
export type Area = (typeof AREAS)[number];

/** The areas a page needs beside `common`, by its path without the language prefix. */
const PAGE_AREAS: readonly [RegExp, readonly Area[]][] = [
  [/^\/(book-citb-test(\/.*)?|citb-test-checkout|group-book)$/, ['test']],
  [/^\/apply-cscs-card$/, ['card']],
  [/^\/course-book$/, ['course']],
  [/^\/(success|failed)\/[^/]+$|^\/booking$/, ['status']],
  [/^\/citb-test-types$/, ['pages', 'cards']],
  [/^\/(cscs-card|card-types|cscs-[a-z-]+-card)$/, ['cards']],
  [/^\/(terms-and-conditions|privacy-policy)$/, ['legal']],
  [/^\/plan$/, ['plan']],
  [
    /^\/(|about-hse-test|citb-test|cscs-test|nvq-level2|one-day-health-and-safety-awareness-course|centers|test-per-occupation)$/,
    ['pages'],
  ],
];

/** Every area a page at `pathname` (with or without its language prefix) shows messages from. */
export function areasOfPath(pathname: string): Area[] {
  const path = stripLocale(pathname.replace(/\/+$/, '') || '/');
  const own = PAGE_AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return ['common', ...own];
}
