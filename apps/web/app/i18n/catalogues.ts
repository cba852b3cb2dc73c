import type { Messages } from '@lingui/core';
import type { Locale } from '@site/domain/i18n';
import type { Area } from './catalogue-areas';

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
