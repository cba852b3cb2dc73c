import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import type { OrderDetail } from '@site/domain/schemas';
import { futureWeekday } from '@site/domain/test-support';
import { render } from '../../i18n/testing';
import { SlotChangeForm } from './slot-change-form';

const asked = futureWeekday(21);

/** Confirmed at Leeds (twice, as the customer asked for Aberdeen). */
const CONFIRMED: ConfirmedDetails = {
  kind: 'test',
  date: asked,
  time: '09:30',
  centre: 'leeds',
  centreName: 'Leeds Test Centre',
  centreAddress: 'Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD',
  confirmedAt: '2026-12-01T10:00:00.000Z',
};
const ORDER = {
  id: '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d',
  kind: 'test',
  stage: 'confirmed',
  fulfilmentReference: null,
  personalDataErasedAt: null,
  booking: {},
  asked: { centre: 'aberdeen', dates: [asked], time: '09:30' },
  confirmed: CONFIRMED,
  allowedTransitions: ['completed', 'cancelled', 'refunded'],
} as unknown as OrderDetail;

function stubApi() {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) });
    return new Response(
      JSON.stringify({ data: { changed: ['time'], sequence: 1, emailQueued: true } }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('changing a confirmed slot', () => {
  it('starts from the slot as told, asks why, and sends the whole slot', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<SlotChangeForm order={ORDER} confirmed={CONFIRMED} onDone={onDone} />);
    await user.click(screen.getByText('Change the confirmed slot'));
    expect(valueOf('Test centre')).toBe('leeds');
    expect(valueOf('Test date')).toBe(asked);
    expect(valueOf('Test time')).toBe('09:30');
    await user.clear(screen.getByLabelText('Test time'));
    await user.type(screen.getByLabelText('Test time'), '13:30');
    await user.click(screen.getByRole('button', { name: 'Save the new slot' }));
    expect(calls).toEqual([]);
    expect(screen.getAllByText('Enter why the slot changed').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Why it changed (required)'), 'CITB moved it.');
    // Leeds was confirmed already: the new time alone is not asked about twice.
    await user.click(screen.getByRole('button', { name: 'Save the new slot' }));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: `/api/admin/orders/${ORDER.id}/confirmed`,
        body: { centre: 'leeds', date: asked, time: '13:30', note: 'CITB moved it.' },
      },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('asks twice about a new centre far from what the customer asked', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    render(<SlotChangeForm order={ORDER} confirmed={CONFIRMED} onDone={() => {}} />);
    await user.click(screen.getByText('Change the confirmed slot'));
    await user.selectOptions(screen.getByLabelText('Test centre'), 'manchester');
    await user.type(screen.getByLabelText('Why it changed (required)'), 'Leeds closed.');
    await user.click(screen.getByRole('button', { name: 'Save the new slot' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm this slot anyway' }));
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ centre: 'manchester', confirmFar: true }),
    ]);
  });
});
