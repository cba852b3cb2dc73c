import { cleanup, screen, within } from '@testing-library/react';
import { render } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDayFrom } from '@site/domain/calendar';
import { formatLongDate } from '@site/domain/format';
import { MESSAGES, addDays, todayInLondon } from '@site/domain/validators';
import { ChangeRequestSection } from './change-request-section';
import type { ChangeRequestSectionProps } from './change-request-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROPS: ChangeRequestSectionProps = {
  credentials: { reference: 'AB12CD34EF', dateOfBirth: '1990-04-15' },
  kind: 'test',
  allowed: { change: true, cancel: true },
  freeUntil: '2026-12-07',
  late: false,
  lateCost: null,
  openRequest: null,
  onSent: () => {},
};

function openDay(days: number): string {
  return openDayFrom(addDays(todayInLondon(), days), 'england-and-wales');
}

async function typeDate(group: string, iso: string) {
  const box = within(screen.getByRole('group', { name: group }));
  const [year, month, day] = iso.split('-');
  await userEvent.type(box.getByLabelText('Day'), String(Number(day)));
  await userEvent.type(box.getByLabelText('Month'), String(Number(month)));
  await userEvent.type(box.getByLabelText('Year'), year!);
}

describe('ChangeRequestSection', () => {
  it('says a change is free, checks the answers, and sends the request', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            data: {
              request: {
                id: '5f0c6a9e-8d7b-4c1a-9e2f-3b4d5c6e7f80',
                kind: 'change',
                status: 'open',
                late: false,
                freeUntil: '2026-12-07',
                createdAt: new Date().toISOString(),
              },
            },
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const onSent = vi.fn();
    render(<ChangeRequestSection {...PROPS} onSent={onSent} />);
    expect(screen.getByText(/free until the end of Monday 7 December 2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a different date' }));
    expect(
      screen.getByText('Free: you are asking before the end of Monday 7 December 2026.'),
    ).toBeTruthy();
    const day = openDay(10);
    await typeDate('First choice of date', day);
    await userEvent.click(screen.getByLabelText('Afternoon'));
    await userEvent.click(screen.getByLabelText('Illness'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(document.activeElement?.textContent).toBe('Send this request?');
    expect(screen.getByText(formatLongDate(day))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('We have your request')).toBeTruthy();
    expect(
      screen.getByText(
        'We will email and text you when it is done, usually within one working day.',
      ),
    ).toBeTruthy();
    expect(onSent).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      {
        reference: 'AB12CD34EF',
        dateOfBirth: '1990-04-15',
        kind: 'change',
        preferredDates: [day],
        preferredTime: 'afternoon',
        reason: 'illness',
        reasonText: '',
        lateAcknowledged: false,
      },
    ]);
  });

  it('lists every missing answer in an error summary that takes focus', async () => {
    render(<ChangeRequestSection {...PROPS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a different date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#date1-day', '#preferredTime', '#reason']);
    expect(summary.textContent).toContain(MESSAGES.preferredDates);
  });

  it('says what a late cancellation costs and needs the customer to say they understand', async () => {
    render(
      <ChangeRequestSection
        {...PROPS}
        late
        lateCost="£36.00"
        freeUntil="2026-12-07"
        allowed={{ change: false, cancel: true }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Ask for a different date' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    expect(screen.getByText(/so a late cancellation gets no refund/)).toBeTruthy();
    // The fee to pay again is a change's cost; a cancellation loses the refund, said above.
    expect(screen.queryByText(/You would pay/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.lateAcknowledged);
    await userEvent.click(
      screen.getByLabelText('I understand this cancellation is late and I get no refund'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Send this request?')).toBeTruthy();
  });

  it('says how much a late change costs', async () => {
    render(<ChangeRequestSection {...PROPS} late lateCost="£23.50" />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a different date' }));
    expect(screen.getByText(/so moving it means paying the official test fee again/)).toBeTruthy();
    expect(screen.getByText('You would pay £23.50 again.')).toBeTruthy();
    expect(
      screen.getByLabelText('I understand this change is late and I will pay the fee again'),
    ).toBeTruthy();
  });

  it('shows a request already open instead of the form', () => {
    render(
      <ChangeRequestSection
        {...PROPS}
        openRequest={{ kind: 'cancel', status: 'open', createdAt: '2026-11-20T10:00:00.000Z' }}
      />,
    );
    expect(
      screen.getByText(/You asked to cancel this booking on Friday 20 November 2026/),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
