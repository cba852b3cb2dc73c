import { useMemo, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';

/**
 * Gives the page's Lingui instance to every message. Lingui's own I18nProvider keeps the first
 * instance until the language changes, but a move to another area of the site brings another
 * instance with that area's messages in the same language: this provider passes each new one on.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo<I18nContext>(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
