import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { MESSAGES, addMonths, renewableFrom, todayInLondon } from '@site/domain/validators';
import { I18nTestProvider } from '../../../i18n/testing';
import type { CardAnswers } from '../answers';
import { ReferencesStep } from './references-step';
import { typeDateParts } from '../../../components/form/date-parts-testing';

afterEach(cleanup);

const renewal: CardAnswers = {
  cardType: 'Blue Skilled Worker',
  applicationType: 'Renew Card',
  trait: 'Bricklayer',
};

function show(answers: CardAnswers, onDone: (patch: CardAnswers) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nTestProvider locale="en">{children}</I18nTestProvider>
  );
  return render(<ReferencesStep caption="Step 5" answers={answers} onDone={onDone} />, {
    wrapper,
  });
}

async function typeInto(label: string, value: string) {
  const box = screen.getByLabelText(label);
  await userEvent.clear(box);
  if (value) await userEvent.type(box, value);
}

async function typeExpiry(iso: string) {
  await typeDateParts('When does your current card expire?', iso);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('ReferencesStep: a renewal waits for CSCS’s renewal window', () => {
  it('asks a renewal for its expiry, refuses one 2 years away with both dates, takes one due soon', async () => {
    const onDone = vi.fn();
    show(renewal, onDone);
    await typeInto('CITB testing ID', 'CITB001234567');
    await typeInto('CSCS card registration number', '12345678');

    await userEvent.click(continueButton());
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0);

    const far = addMonths(todayInLondon(), 24);
    await typeExpiry(far);
    await userEvent.click(continueButton());
    const refused = `Your card expires on ${formatLongDate(far)}. You can renew from ${formatLongDate(renewableFrom(far))}. Until then, keep using your card.`;
    expect(screen.getAllByText(refused).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();

    const soon = addMonths(todayInLondon(), 3);
    await typeExpiry(soon);
    await userEvent.click(continueButton());
    expect(onDone).toHaveBeenCalledWith({
      testingId: 'CITB001234567',
      registrationNumber: '12345678',
      cardExpiresOn: soon,
    });
  }, 30_000);

  it('says what a testing ID and a registration number look like', async () => {
    const onDone = vi.fn();
    show(renewal, onDone);
    await typeInto('CITB testing ID', 'CITB_12345');
    await typeInto('CSCS card registration number', 'CSCS/12345');
    await typeExpiry(addMonths(todayInLondon(), 3));
    await userEvent.click(continueButton());
    expect(screen.getAllByText(MESSAGES.testingIdFormat).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.registrationNumberFormat).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  }, 30_000);

  it('keeps the expiry optional for a lost or stolen card, whatever its date', async () => {
    const onDone = vi.fn();
    show({ ...renewal, applicationType: 'Lost/Stolen Card' }, onDone);
    await userEvent.click(continueButton());
    expect(onDone).toHaveBeenCalledWith({
      testingId: undefined,
      registrationNumber: undefined,
      cardExpiresOn: undefined,
    });
  }, 30_000);
});
