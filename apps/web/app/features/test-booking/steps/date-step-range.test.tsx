import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { workingDayFrom } from '@site/domain/calendar';
import {
  BOOKING_HORIZON_MONTHS,
  MESSAGES,
  addDays,
  addMonths,
  earliestTestDate,
  todayInLondon,
} from '@site/domain/validators';
import { I18nTestProvider } from '../../../i18n/testing';
import type { TestAnswers } from '../answers';
import { DateStep } from './date-step';
import { typeDateParts } from '../../../components/form/date-parts-testing';

afterEach(cleanup);

function show(onDone: (patch: TestAnswers) => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nTestProvider locale="en">{children}</I18nTestProvider>
  );
  return render(<DateStep caption="Step 4" answers={{}} onDone={onDone} />, { wrapper });
}

const typeDate = typeDateParts;

describe('DateStep: the earliest test date is the planner’s', () => {
  const today = todayInLondon();
  const earliest = earliestTestDate(today);

  it('says the earliest and the latest bookable day before anything is typed', () => {
    show(vi.fn());
    const last = addMonths(today, BOOKING_HORIZON_MONTHS);
    const digits = `${Number(earliest.slice(8, 10))} ${Number(earliest.slice(5, 7))} ${earliest.slice(0, 4)}`;
    expect(
      screen.getByText(
        `From ${formatLongDate(earliest)} to ${formatLongDate(last)}. For example, ${digits}. Test centres are closed on Sundays and bank holidays.`,
      ),
    ).toBeTruthy();
  });

  it('refuses tomorrow and takes the earliest day, as POST /test does', async () => {
    const onDone = vi.fn();
    show(onDone);
    const second = workingDayFrom(addDays(earliest, 1), 'england-and-wales');
    await typeDate('First choice of date', addDays(today, 1));
    await typeDate('Second-choice date', second);
    await userEvent.click(screen.getByRole('radio', { name: '9:30am' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(MESSAGES.testDateTooSoon).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();

    await typeDate('First choice of date', earliest);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({
      date: earliest,
      alternateDate: second,
      testTime: '09:30',
    });
  }, 30_000);
});
