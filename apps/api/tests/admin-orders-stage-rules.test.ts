import { describe, expect, it } from 'vitest';
import { buildConfirmation } from '@site/domain/test-support';
import { admin } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import type { OrderKind } from './admin-kinds-support';

const { ctx, staff, detail } = useAdminOrdersApp();

// The fixtures' slots are far from what was booked (Leeds for Aberdeen, a course three weeks
// on): confirmed as meant, so these tests keep to the field rules.
const step = (orderId: string, to: string, fields: Record<string, unknown> = {}) =>
  admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
    to,
    note: `To ${to}`,
    ...(to === 'confirmed' ? { confirmFar: true } : {}),
    ...fields,
  });

const publicView = async (orderId: string) =>
  (await ctx.call('GET', `/order/${orderId}`)).json().data.order;

describe('stage rules per kind of order (issue 18)', () => {
  it('a card is submitted only with its CSCS application reference, then confirmed with it', async () => {
    const orderId = await paidOrderOf(ctx, 'card');
    const bare = await step(orderId, 'submitted');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'reference', message: 'Enter the CSCS application reference' }],
    });
    for (const placeholder of ['N/A', 'n/a', 'TBC', '-', '?']) {
      const res = await step(orderId, 'submitted', { reference: placeholder });
      expect(res.statusCode, placeholder).toBe(400);
      expect(res.json().errors[0].field).toBe('reference');
    }
    expect((await detail(orderId)).stage).toBe('paid');
    expect((await step(orderId, 'submitted', { reference: 'CSCS-A-889911' })).statusCode).toBe(200);
    expect((await step(orderId, 'confirmed')).statusCode).toBe(200);
    const order = await detail(orderId);
    expect(order.confirmed).toMatchObject({ kind: 'card', applicationReference: 'CSCS-A-889911' });
    expect((await publicView(orderId)).progress).toMatchObject({
      stage: 'confirmed',
      confirmed: { kind: 'card', applicationReference: 'CSCS-A-889911' },
    });
  });

  it('a test is submitted with or without a reference, and confirmed only with its slot', async () => {
    const orderId = await paidOrderOf(ctx, 'test');
    expect((await step(orderId, 'submitted')).statusCode).toBe(200);
    const bare = await step(orderId, 'confirmed');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { field: 'centre', message: 'Choose the test centre' },
      { field: 'date', message: 'Enter the date, like 2026-12-15' },
      { field: 'time', message: 'Enter the time, like 09:30' },
    ]);
    const wrong = await step(orderId, 'confirmed', {
      ...buildConfirmation('test'),
      centre: 'atlantis',
      date: '2020-01-01',
      time: '25:00',
      bookingReference: 'N/A',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'bookingReference',
    ]);
    const invalid = await step(orderId, 'confirmed', {
      ...buildConfirmation('test'),
      centre: 'atlantis',
      date: '2020-01-01',
      time: '25:00',
    });
    expect(invalid.json().errors).toEqual([
      { field: 'centre', message: 'Choose the test centre' },
      { field: 'date', message: 'The date must be today or later' },
      { field: 'time', message: 'Enter the time, like 09:30' },
    ]);
    expect((await detail(orderId)).stage).toBe('submitted');
    const slot = buildConfirmation('test');
    expect((await step(orderId, 'confirmed', slot)).statusCode).toBe(200);
    const order = await detail(orderId);
    expect(order.confirmed).toMatchObject({
      kind: 'test',
      centre: 'leeds',
      centreName: 'Leeds Test Centre',
      centreAddress: 'Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD',
      date: slot.date,
      time: '09:30',
      bookingReference: 'PV-4471920',
    });
    expect((await publicView(orderId)).progress.confirmed).toEqual(order.confirmed);
  });

  it('a classroom course is confirmed only with its date, time, venue and joining instructions', async () => {
    const orderId = await paidOrderOf(ctx, 'course-offline');
    expect((await step(orderId, 'submitted')).statusCode).toBe(200);
    const bare = await step(orderId, 'confirmed', { centre: 'leeds' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'date',
      'time',
      'venueAddress',
      'joiningInstructions',
    ]);
    const placeholder = await step(orderId, 'confirmed', {
      ...buildConfirmation('course-offline'),
      joiningInstructions: 'TBC',
    });
    expect(placeholder.json().errors).toEqual([
      {
        field: 'joiningInstructions',
        message: 'Enter the real details: the customer sees exactly what you type here',
      },
    ]);
    expect((await step(orderId, 'confirmed', buildConfirmation('course-offline'))).statusCode).toBe(
      200,
    );
    expect((await detail(orderId)).confirmed).toMatchObject({
      kind: 'course-offline',
      time: '09:00',
      venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    });
  });

  it('an online course needs no reference, and is confirmed only with access details and an assessment date', async () => {
    const orderId = await paidOrderOf(ctx, 'course-online');
    expect((await step(orderId, 'submitted')).statusCode).toBe(200);
    expect((await detail(orderId)).fulfilmentReference).toBeNull();
    const bare = await step(orderId, 'confirmed');
    expect(bare.json().errors).toEqual([
      { field: 'accessDetails', message: 'Enter the link or the login instructions' },
      { field: 'date', message: 'Enter the date, like 2026-12-15' },
    ]);
    expect((await step(orderId, 'confirmed', buildConfirmation('course-online'))).statusCode).toBe(
      200,
    );
    expect((await detail(orderId)).confirmed).toMatchObject({
      kind: 'course-online',
      accessDetails: 'Go to https://learn.example.com and sign in with your email address.',
    });
  });

  it('keeps the confirmation through completion, and never shows one before it exists', async () => {
    const kinds: OrderKind[] = ['test', 'card', 'course-online', 'course-offline'];
    for (const kind of kinds) {
      const orderId = await paidOrderOf(ctx, kind);
      expect((await publicView(orderId)).progress, kind).toEqual({
        stage: 'paid',
        confirmed: null,
      });
      const reference = kind === 'card' ? { reference: 'CSCS-A-1' } : {};
      expect((await step(orderId, 'submitted', reference)).statusCode, kind).toBe(200);
      expect((await step(orderId, 'confirmed', buildConfirmation(kind))).statusCode, kind).toBe(
        200,
      );
      expect((await step(orderId, 'completed')).statusCode, kind).toBe(200);
      const progress = (await publicView(orderId)).progress;
      expect(progress.stage, kind).toBe('completed');
      expect(progress.confirmed.kind, kind).toBe(kind);
    }
  });
});

describe('the list shows the confirmed slot (issue 18)', () => {
  it('shows and filters by the slot staff recorded, in place of the one the customer asked for', async () => {
    const orderId = await paidOrderOf(ctx, 'test');
    const listed = async (query: string) =>
      (await admin(ctx, staff, 'GET', `/orders?view=all&${query}`)).json().data.orders as {
        id: string;
        date: string | null;
        time: string | null;
        venue: string | null;
      }[];
    const before = (await listed('')).find((row) => row.id === orderId);
    expect(before?.venue).toBeTruthy();
    expect(before?.venue).not.toBe('Leeds Test Centre');
    const slot = buildConfirmation('test', { centre: 'leeds', time: '13:15' });
    expect((await step(orderId, 'submitted')).statusCode).toBe(200);
    expect((await step(orderId, 'confirmed', slot)).statusCode).toBe(200);
    const after = (await listed(`centre=leeds`)).find((row) => row.id === orderId);
    expect(after).toMatchObject({ date: slot.date, time: '13:15' });
    expect(after?.venue).toMatch(/Leeds/);
    const onTheDay = await listed(`bookedFrom=${slot.date}&bookedTo=${slot.date}`);
    expect(onTheDay.map((row) => row.id)).toContain(orderId);
  });
});
