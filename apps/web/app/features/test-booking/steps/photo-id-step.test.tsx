import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@site/domain/validators';
import { I18nTestProvider } from '../../../i18n/testing';
import type { TestAnswers } from '../answers';
import { PhotoIdStep } from './photo-id-step';
import { typeDateParts } from '../../../components/form/date-parts-testing';

afterEach(cleanup);

const dates: TestAnswers = { date: '2027-01-11', alternateDate: '2027-01-13' };

function show(onDone: (patch: TestAnswers) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nTestProvider locale="en">{children}</I18nTestProvider>
  );
  return render(<PhotoIdStep caption="Step 6" answers={dates} onDone={onDone} />, { wrapper });
}

async function typeExpiry(day: string, month: string, year: string) {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  await typeDateParts('Expiry date of this ID', iso);
}

describe('PhotoIdStep (issue 21 point 3)', () => {
  it('refuses an ID that runs out before the second-choice date, then takes a valid one', async () => {
    const onDone = vi.fn();
    show(onDone);
    await userEvent.click(
      screen.getByRole('radio', { name: 'UK or European photocard driving licence' }),
    );
    await typeExpiry('12', '1', '2027');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(MESSAGES.photoIdExpiresBeforeTest).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();

    await typeExpiry('13', '1', '2027');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({
      photoIdDocument: 'driving-licence',
      photoIdExpiresOn: '2027-01-13',
      photoIdNameMatches: true,
    });
  }, 20_000);

  it("offers CITB's list: no biometric residence permit, and two documents from lists A and B", () => {
    show(vi.fn());
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'passport',
      'driving-licence',
      'other-combination',
    ]);
    expect(screen.queryByText(/biometric|residence permit/i)).toBeNull();
    expect(screen.getByText('a European national identity card')).toBeTruthy();
    expect(screen.getByText('a debit or credit card with your name and signature')).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: /^Two documents from CITB's lists, one with your photo and one with your signature/,
      }),
    ).toBeTruthy();
  });

  it('asks for the document, the date and the promise when nothing is given', async () => {
    const onDone = vi.fn();
    show(onDone);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(MESSAGES.photoIdNameMatches).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  }, 20_000);
});
