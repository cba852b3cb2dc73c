import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nTestProvider, render } from '../../i18n/testing';
import { MESSAGES } from '../../lib/messages';
import { LastingWarning, useLastingWarning } from '../lasting-warning';
import { NeedsJavaScript } from '../needs-javascript';
import { SnackbarProvider } from '../snackbar';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

afterEach(cleanup);

// The compiled Polish catalogue of the common area (npm run i18n:compile).
const compiled = import.meta.glob<{ messages: Messages }>('../../../locales/pl/common.ts', {
  eager: true,
});
const polish = Object.values(compiled)[0]?.messages;
const inPolish = ({ children }: { children: React.ReactNode }) => (
  <I18nTestProvider locale="pl" messages={polish}>
    {children}
  </I18nTestProvider>
);

function Form({ error }: { error: string }) {
  return (
    <>
      <ErrorSummary errors={{ firstName: error }} />
      <TextField id="firstName" label="Imię" value="" onValueChange={() => {}} error={error} />
    </>
  );
}

function Warns({ text }: { text: string }) {
  const { show } = useLastingWarning();
  return (
    <button type="button" onClick={() => show(text)}>
      Go
    </button>
  );
}

describe('the spec’s messages in the page’s language', () => {
  it('are the spec’s exact English on an English page', () => {
    render(<Form error={MESSAGES.required} />);
    expect(screen.getByRole('link').textContent).toContain(MESSAGES.required);
    expect(document.querySelector('.field-error')?.textContent).toBe(`Error: ${MESSAGES.required}`);
  });

  it.runIf(polish)('show in Polish on a Polish page: field, error summary, snackbar', () => {
    render(
      <SnackbarProvider>
        <Form error={MESSAGES.required} />
        <Warns text={MESSAGES.validationFailed} />
        <LastingWarning message={MESSAGES.failed} advice="Spróbuj ponownie." />
      </SnackbarProvider>,
      { wrapper: inPolish },
    );
    expect(screen.getByRole('heading', { name: 'Wystąpił problem' })).toBeTruthy();
    expect(screen.getByRole('link').textContent).toContain('To pole jest wymagane');
    expect(document.querySelector('.field-error')?.textContent).toBe('Błąd: To pole jest wymagane');
    expect(screen.getByText('Nie udało się. Spróbuj ponownie.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(screen.getByRole('alert', { name: '' }).textContent).toContain(
      'Sprawdź wprowadzone dane',
    );
  });

  it.runIf(polish)('leave words the table does not have as they are', () => {
    render(<Form error="Try again after 10:30" />, { wrapper: inPolish });
    expect(document.querySelector('.field-error')?.textContent).toBe('Błąd: Try again after 10:30');
  });

  it.runIf(polish)('keep the support address as a link inside a translated sentence', () => {
    // <noscript> holds its content only in the server's HTML.
    const html = renderToString(
      <I18nTestProvider locale="pl" messages={polish}>
        <NeedsJavaScript what="form" />
      </I18nTestProvider>,
    );
    expect(html).toMatch(
      /Ten formularz wymaga JavaScriptu.*<a href="mailto:[^"]+">[^<]+<\/a>, a pomożemy\./,
    );
  });
});
