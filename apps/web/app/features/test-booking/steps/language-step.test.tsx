import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@site/domain/i18n';
import { I18nTestProvider } from '../../../i18n/testing';
import type { TestAnswers } from '../answers';
import { LanguageStep } from './language-step';

afterEach(cleanup);

const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

// Source messages: a page in another language reads them here as their English words.
const STATEMENT =
  'The test’s questions are shown on screen in English and a voice-over reads them in your language.';

function show(
  locale: Locale,
  answers: TestAnswers,
  onDone: (patch: TestAnswers) => void = vi.fn(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nTestProvider locale={locale}>{children}</I18nTestProvider>
  );
  return render(<LanguageStep caption="Step 2" answers={answers} onDone={onDone} />, { wrapper });
}

describe('LanguageStep (issue 20 point 5)', () => {
  it('chooses the voice-over in the page’s language and says what it is, sending the English name', async () => {
    const onDone = vi.fn();
    show('pl', { testType: 'operative' }, onDone);
    expect(checked(screen.getByRole('radio', { name: 'Polish' }))).toBe(true);
    expect(screen.getByText(new RegExp(STATEMENT))).toBeTruthy();
    expect(screen.getByText('On-screen text in English, voice-over in your language')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ language: 'Polish' });
  }, 20_000);

  it('keeps a language chosen before', () => {
    show('pl', { testType: 'operative', language: 'English' });
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Polish' }))).toBe(false);
  });

  it('says so when the test has no voice-over in the page’s language, and chooses nothing', () => {
    show('pl', { testType: 'managers-and-professionals' });
    expect(screen.getByText(/This test has no voice-over in your language\./)).toBeTruthy();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('changes nothing in English', () => {
    show('en', { testType: 'operative' });
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByText('The Operative test is offered in these languages.')).toBeTruthy();
    expect(screen.queryByText(/voice-over in your language/)).toBeNull();
  });

  it('offers Welsh as the Welsh page’s voice-over where the test has it', () => {
    show('cy', { testType: 'hvacr-refrigeration-and-air-conditioning' });
    expect(checked(screen.getByRole('radio', { name: 'Welsh' }))).toBe(true);
  });
});
