import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { I18nTestProvider, render } from '../../i18n/testing';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MESSAGES } from '@site/domain/validators';
import type { BookingStatus } from '@site/domain/schemas';
import { FindBooking } from './find-booking';

const BOOKING: BookingStatus = {
  reference: '3F9A1C07B2',
  kind: 'test',
  description: 'CITB HS&E test: Operative',
  stage: 'confirmed',
  timeline: [
    { step: 'paid', state: 'done', at: '2026-11-20T10:00:00.000Z' },
    { step: 'submitted', state: 'done', at: '2026-11-21T10:00:00.000Z' },
    { step: 'confirmed', state: 'current', at: '2026-11-22T10:00:00.000Z' },
    { step: 'completed', state: 'to-come', at: null },
  ],
  slot: {
    confirmed: true,
    date: '2026-12-16',
    time: '09:30',
    words: 'Wednesday 16 December 2026 at 9:30am, Leeds Test Centre, Gallery House, LS1 5RD',
    lines: ['Your test booking reference is PV-4471920.'],
  },
  whatToBring: ['Bring photo identification in the name James Wilson.'],
  changes: { lastFreeDay: '2026-12-11', late: false },
  price: { officialFee: 2350, serviceFee: 1250, total: 3600 },
  refunded: 0,
  request: null,
  requestsAllowed: { change: true, cancel: true },
  reminders: { off: false, cardExpiresOn: null, textsTo: '07••• •••123' },
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(actions?: Parameters<typeof FindBooking>[0]['actions']) {
  return render(
    <MemoryRouter initialEntries={['/booking?reference=3F9A1C07B2']}>
      <Routes>
        <Route
          path="/booking"
          element={
            <>
              <FindBooking actions={actions} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillDateOfBirth(day: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Day'), day);
  await user.type(screen.getByLabelText('Month'), '4');
  await user.type(screen.getByLabelText('Year'), '1990');
  return user;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Find my booking', () => {
  it('fills the reference from the link and checks the date of birth before asking', async () => {
    const fetch = answer(200, { data: { booking: BOOKING } });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(screen.getByLabelText('Booking reference')).toHaveProperty('value', '3F9A1C07B2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find my booking' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing of a booking when none matches, and says what to check', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { status: 404, code: 'NOT_FOUND', message: MESSAGES.bookingNotFound }),
    );
    renderPage();
    const user = await fillDateOfBirth('16');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    const nothing = await screen.findByRole('alert');
    expect(nothing.textContent).toContain(MESSAGES.bookingNotFound);
    expect(nothing.textContent).toContain(
      'Check the reference in your email or text message, and the date of birth you booked with.',
    );
    expect(document.activeElement).toBe(nothing);
    expect(screen.queryByText(/Where it stands/)).toBeNull();
  });

  it('shows the booking found, where it stands in words, and the actions under it', async () => {
    const fetch = answer(200, { data: { booking: BOOKING } });
    vi.stubGlobal('fetch', fetch);
    renderPage(({ identity }) => <p>Actions for {identity.reference}</p>);
    const user = await fillDateOfBirth('15');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'CITB HS&E test: Operative',
    });
    expect(document.activeElement).toBe(heading);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      reference: '3F9A1C07B2',
      dateOfBirth: '1990-04-15',
    });
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('.timeline'));
    expect(steps.map((step) => step.textContent)).toEqual([
      'DonePaid Friday 20 November 2026',
      'DoneBeing booked Saturday 21 November 2026',
      'NowConfirmed Sunday 22 November 2026',
      'To comeFinished',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/Last day to change or cancel for free/).textContent).toBe(
      'Last day to change or cancel for free: Friday 11 December 2026',
    );
    expect(screen.getByText(/CITB keeps the test fee/).textContent).toContain(
      'paying the £23.50 test fee again',
    );
    expect(screen.getByText('Actions for 3F9A1C07B2')).toBeTruthy();
    // The reference left the address once used (the router's navigation may land a moment later).
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/booking'));

    await user.click(screen.getByRole('button', { name: 'Look up another booking' }));
    expect(screen.getByLabelText('Booking reference')).toHaveProperty('value', '');
  });

  it('says when the free period has ended, and what is asked for is not yet confirmed', async () => {
    const booking: BookingStatus = {
      ...BOOKING,
      slot: { ...BOOKING.slot!, confirmed: false, lines: [] },
      changes: { lastFreeDay: '2026-12-11', late: true },
    };
    vi.stubGlobal('fetch', answer(200, { data: { booking } }));
    renderPage();
    const user = await fillDateOfBirth('15');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/last day to change or cancel for free was/).textContent).toBe(
      'The last day to change or cancel for free was Friday 11 December 2026.',
    );
    expect(screen.getByText('Asked for, not yet confirmed.', { exact: false })).toBeTruthy();
  });
});

describe('a form typed in before the page has started (slow signal)', () => {
  it('keeps what was typed, and the reference from the link, when the page takes over', async () => {
    const fetch = answer(200, { data: { booking: BOOKING } });
    vi.stubGlobal('fetch', fetch);
    // Both sides in the same language, as the prerendered page and the browser have it.
    const page = (
      <I18nTestProvider>
        <MemoryRouter initialEntries={['/booking?reference=3F9A1C07B2']}>
          <FindBooking />
        </MemoryRouter>
      </I18nTestProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The worker types the date of birth into the prerendered boxes before the scripts arrive.
    for (const [part, value] of [
      ['day', '15'],
      ['month', '4'],
      ['year', '1990'],
    ]) {
      (container.querySelector(`#dateOfBirth-${part}`) as HTMLInputElement).value = value!;
    }
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect((container.querySelector('#reference') as HTMLInputElement).value).toBe('3F9A1C07B2');
    await userEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      reference: '3F9A1C07B2',
      dateOfBirth: '1990-04-15',
    });
    container.remove();
  });
});
