import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekdayOf } from '@site/domain/calendar';
import type { OrderDetail } from '@site/domain/schemas';
import { futureWeekday, nextDayWhere } from '@site/domain/test-support';
import { addDays } from '@site/domain/validators';
import { render } from '../../i18n/testing';
import { TransitionForm } from './order-forms';

const asked = futureWeekday(21);

/** A paid test order at Aberdeen, as the back office reads it: what the form uses. */
const ORDER = {
  id: '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d',
  kind: 'test',
  stage: 'submitted',
  fulfilmentReference: null,
  booking: { location: 1, date: asked, alternateDate: futureWeekday(28), testTime: '10:30' },
  asked: { centre: 'aberdeen', dates: [asked, futureWeekday(28)], time: '10:30' },
  allowedTransitions: ['confirmed', 'cancelled', 'refunded'],
} as unknown as OrderDetail;

/** The API as the form sees it: every request's body, each answered 200. */
function stubApi() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(
      JSON.stringify({ data: { from: 'submitted', to: 'confirmed', emailQueued: true } }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return bodies;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function startConfirming() {
  const user = userEvent.setup();
  const onDone = vi.fn();
  render(<TransitionForm order={ORDER} onDone={onDone} />);
  await user.selectOptions(screen.getByLabelText('Move the order to'), 'confirmed');
  await user.type(screen.getByLabelText('Note (required)'), 'Booked on the CITB portal.');
  return { user, onDone };
}

describe('confirming a test slot', () => {
  it('starts from the centre, date and time the customer asked for, and saves them as they are', async () => {
    const bodies = stubApi();
    const { user, onDone } = await startConfirming();
    expect(valueOf('Test centre')).toBe('aberdeen');
    expect(valueOf('Test date')).toBe(asked);
    expect(valueOf('Test time')).toBe('10:30');
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(bodies).toEqual([
      expect.objectContaining({ to: 'confirmed', centre: 'aberdeen', date: asked, time: '10:30' }),
    ]);
    expect(bodies[0]).not.toHaveProperty('confirmFar');
    expect(onDone).toHaveBeenCalled();
  });

  it('takes a time typed without its leading zero', async () => {
    const bodies = stubApi();
    const { user } = await startConfirming();
    await user.clear(screen.getByLabelText('Test time'));
    await user.type(screen.getByLabelText('Test time'), '9:30');
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(screen.queryByText('Enter the time, like 09:30')).toBeNull();
    expect(bodies).toEqual([expect.objectContaining({ time: '9:30' })]);
  });

  it('refuses a Sunday before sending, naming why', async () => {
    const bodies = stubApi();
    const { user } = await startConfirming();
    const sunday = nextDayWhere((day) => weekdayOf(day) === 0, addDays(asked, -3));
    await user.clear(screen.getByLabelText('Test date'));
    await user.type(screen.getByLabelText('Test date'), sunday);
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(screen.getAllByText(/Test centres are closed on Sundays/).length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
  });

  it('shows how a far slot differs and sends it only on a second press', async () => {
    const bodies = stubApi();
    const { user } = await startConfirming();
    await user.selectOptions(screen.getByLabelText('Test centre'), 'leeds');
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(bodies).toEqual([]);
    const warning = screen.getByRole('alert', { name: 'Check this slot with the customer' });
    expect(warning.textContent).toContain(
      'Leeds Test Centre is not the centre the customer asked for (Aberdeen (Scotland) Test Centre)',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm this slot anyway' }));
    expect(bodies).toEqual([expect.objectContaining({ centre: 'leeds', confirmFar: true })]);
  });

  it('asks again when the far slot is changed after the warning', async () => {
    const bodies = stubApi();
    const { user } = await startConfirming();
    await user.selectOptions(screen.getByLabelText('Test centre'), 'leeds');
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    await user.clear(screen.getByLabelText('Test date'));
    await user.type(screen.getByLabelText('Test date'), futureWeekday(60));
    expect(screen.queryByRole('button', { name: 'Confirm this slot anyway' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save step' }));
    expect(bodies).toEqual([]);
    const warning = screen.getByRole('alert', { name: 'Check this slot with the customer' });
    expect(warning.textContent).toMatch(/days after .+, the nearest date the customer asked for/);
  });
});
