import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './language-provider';

function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._('hello')}</p>;
}

describe('LanguageProvider', () => {
  it('passes on a new instance in the same language (another area of the site)', () => {
    const common = setupI18n({ locale: 'pl', messages: { pl: {} } });
    const withArea = setupI18n({ locale: 'pl', messages: { pl: { hello: 'Dzień dobry' } } });
    const { rerender } = render(
      <LanguageProvider i18n={common}>
        <Greeting />
      </LanguageProvider>,
    );
    rerender(
      <LanguageProvider i18n={withArea}>
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText('Dzień dobry')).toBeTruthy();
  });
});
