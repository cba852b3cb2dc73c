import type { ReactElement, ReactNode } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { Locale } from '@site/domain/i18n';

/**
 * Unit tests render components in English from the source messages themselves (the build's
 * compiled catalogues are not needed), or in another language from the messages given.
 */
export function testI18n(locale: Locale = 'en', messages: Messages = {}) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

export function I18nTestProvider({
  children,
  locale,
  messages,
}: {
  children: ReactNode;
  locale?: Locale;
  messages?: Messages;
}) {
  return <I18nProvider i18n={testI18n(locale, messages)}>{children}</I18nProvider>;
}

/** Testing Library's render inside an English I18nProvider (and any wrapper of the test's own). */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  const Inner = options.wrapper ?? (({ children }: { children: ReactNode }) => <>{children}</>);
  return renderInDom(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nTestProvider>
        <Inner>{children}</Inner>
      </I18nTestProvider>
    ),
  });
}
