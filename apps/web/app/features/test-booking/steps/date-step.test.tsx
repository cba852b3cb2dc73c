import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@site/domain/validators';
import { I18nTestProvider } from '../../../i18n/testing';
import { DateStep } from './date-step';

// Decision 027: the date step judges a day by the chosen centre's nation.
const EDINBURGH = 48;
const LEEDS = 87;
const BELFAST = 12;

beforeEach(() => {
  // Monday 7 December 2026: January and March 2027 are within the 6 months.
  vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(location: number, onDone: (patch: object) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nTestProvider locale="en">{children}</I18nTestProvider>
  );
  return render(<DateStep caption="Step 4" answers={{ location }} onDone={onDone} />, {
    wrapper,
  });
}

async function typeDate(legend: string, iso: string) {
  const group = screen.getByRole('group', { name: legend });
  const parts = { Day: String(Number(iso.slice(8))), Month: String(Number(iso.slice(5, 7))) };
  for (const [label, value] of [...Object.entries(parts), ['Year', iso.slice(0, 4)]]) {
    const box = Array.from(group.querySelectorAll('input')).find(
      (input) => input.labels?.[0]?.textContent === label,
    )!;
    await userEvent.clear(box);
    await userEvent.type(box, value!);
  }
}

async function choose(first: string, second: string) {
  await typeDate('First choice of date', first);
  await typeDate('Second-choice date', second);
  await userEvent.click(screen.getByRole('radio', { name: '10:30am' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('DateStep at the centre’s own nation (decision 027)', () => {
  it('names Scotland’s holiday on 4 January 2027 at Edinburgh and refuses it', async () => {
    const onDone = vi.fn();
    show(EDINBURGH, onDone);
    await choose('2027-01-04', '2027-01-05');
    expect(
      screen.getByText(/You chose Monday 4 January 2027, a bank holiday in Scotland\./),
    ).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.testDateClosed).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  }, 20_000);

  it('takes 4 January 2027 at Leeds, where it is a working day', async () => {
    const onDone = vi.fn();
    show(LEEDS, onDone);
    await choose('2027-01-04', '2027-01-05');
    expect(onDone).toHaveBeenCalledWith({
      date: '2027-01-04',
      alternateDate: '2027-01-05',
      testTime: '10:30',
    });
  }, 20_000);

  it("refuses St Patrick's Day at Belfast as a second choice, naming Northern Ireland's holiday", async () => {
    const onDone = vi.fn();
    show(BELFAST, onDone);
    await choose('2027-03-16', '2027-03-17');
    expect(
      screen.getByText(/You chose Wednesday 17 March 2027, a bank holiday in Northern Ireland\./),
    ).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.testDateClosed).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  }, 20_000);
});
