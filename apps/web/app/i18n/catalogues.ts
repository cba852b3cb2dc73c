import type { Messages } from '@lingui/core';
import { stripLocale, type Locale } from '@site/domain/i18n';

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
  [
    /^\/(|about-hse-test|citb-test|cscs-test|nvq-level2|one-day-health-and-safety-awareness-course|centers|test-per-occupation)$/,
    ['pages'],
  ],
];

/** Every area a page at `pathname` (with or without its language prefix) shows messages from. */
export function areasOfPath(pathname: string): Area[] {
  // '/' and '/pl' are the home page: trimming the trailing slash must not leave ''.
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  const own = PAGE_AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  return ['common', ...own];
}

// One chunk per language and area, made by `lingui compile` from the PO files.
const COMPILED = import.meta.glob<{ messages: Messages }>('../../locales/*/*.ts');

/** The messages of `areas` in `locale`, merged into one table. */
export async function loadMessages(locale: Locale, areas: readonly Area[]): Promise<Messages> {
  const parts = await Promise.all(
    areas.map(async (area) => {
      const load = COMPILED[`../../locales/${locale}/${area}.ts`];
      if (!load)
        throw new Error(`No compiled catalogue for ${locale}/${area}: run npm run i18n:compile`);
      return (await load()).messages;
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}
