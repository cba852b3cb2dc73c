import type { Messages } from '@lingui/core';
import { LOCALES } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';

/**
 * The API's messages in every language (issue 20): the modules `lingui compile` makes from
 * apps/api/locales/{locale}/messages.po (npm run i18n:compile; the build runs it, and so do the
 * API's tests, through scripts/lingui-compile-api.mjs). The bundle carries all 14: each email or
 * text is written in its own order's language.
 */
async function load(locale: Locale): Promise<Messages> {
  try {
    const compiled = (await import(`../../locales/${locale}/messages.ts`)) as {
      messages: Messages;
    };
    return compiled.messages;
  } catch (error) {
    throw new Error(
      `No compiled messages for ${locale} (apps/api/locales/${locale}/messages.ts): run npm run i18n:compile`,
      { cause: error },
    );
  }
}

export const CATALOGUES: Readonly<Record<Locale, Messages>> = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await load(locale)] as const)),
) as Record<Locale, Messages>;
