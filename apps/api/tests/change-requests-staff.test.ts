import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { buildConfirmation } from '@site/domain/test-support';
import { admin, auditRows } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { capturingEmailWorker } from './email-support';
import { CANDIDATE_DOB, CHANGE, askFor, openDay } from './change-requests-support';
import { referenceOf } from '../src/repositories/order-view';

const { ctx, staff, refundCalls, detail, orderAt, move } = useAdminOrdersApp();

async function requestOn(orderId: string, body: Record<string, unknown>): Promise<string> {
  const res = await askFor(ctx, orderId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.request.id as string;
}

async function emailsAbout(orderId: string, kind: string) {
  const { worker, sent } = capturingEmailWorker(ctx.database.db);
  await worker.runOnce();
  await worker.runOnce();
  await worker.stop();
  // A request's messages name it as their occasion: <kind.order.request@domain>.
  return sent.filter((email) => email.messageId?.startsWith(`<${kind}.${orderId}`));
}

/** What the customer's status page gets for the booking. */
async function customerView(orderId: string): Promise<string> {
  const res = await ctx.call('POST', '/bookings/lookup', {
    reference: referenceOf(orderId),
    dateOfBirth: CANDIDATE_DOB,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('what staff write for staff stays with staff', () => {
  it("keeps a new slot's and a cancellation's notes off the customer's page and emails", async () => {
    const moved = await orderAt('confirmed');
    const moveId = await requestOn(moved, CHANGE);
    const slot = { ...buildConfirmation('test'), date: CHANGE.preferredDates[1]!, time: '13:30' };
    const staffOnly = 'For staff only: CITB agent Dave, ticket 4471, customer was rude';
    const res = await admin(ctx, staff, 'POST', `/change-requests/${moveId}/new-slot`, {
      ...slot,
      note: staffOnly,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerView(moved)).not.toContain('CITB agent Dave');
    const [movedEmail] = await emailsAbout(moved, 'change-request-done');
    expect(movedEmail!.text).not.toContain('CITB agent Dave');
    // Staff still see it, on the order's notes.
    expect(JSON.stringify((await detail(moved)).notes)).toContain('CITB agent Dave');

    const cancelled = await orderAt('confirmed');
    const cancelId = await requestOn(cancelled, { kind: 'cancel', reasonText: 'New job' });
    const cancel = await admin(ctx, staff, 'POST', `/change-requests/${cancelId}/cancel`, {
      amountPence: 0,
      note: staffOnly,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await customerView(cancelled)).not.toContain('CITB agent Dave');
    const [cancelEmail] = await emailsAbout(cancelled, 'change-request-done');
    expect(cancelEmail!.text).not.toContain('CITB agent Dave');
  });

  it("shows the customer a decline's message, written for them", async () => {
    const orderId = await orderAt('confirmed');
    const requestId = await requestOn(orderId, CHANGE);
    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/decline`, {
      message: 'The centre has no places on those dates.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerView(orderId)).toContain('The centre has no places on those dates.');
  });
});

describe('staff act on customers requests (issue 19)', () => {
  it('lists open requests oldest first, with the count for the nav', async () => {
    const first = await orderAt('confirmed');
    const second = await orderAt('paid');
    const firstId = await requestOn(first, CHANGE);
    const secondId = await requestOn(second, { kind: 'cancel' });
    const queue = await admin(ctx, staff, 'GET', '/change-requests');
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().data.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    const [queued] = queue.json().data.requests.filter((r: { id: string }) => r.id === firstId);
    expect(queued).toMatchObject({
      kind: 'change',
      preferredDates: CHANGE.preferredDates,
      reason: 'Illness: Broken wrist',
      late: false,
      order: { id: first, stage: 'confirmed', name: 'James Wilson' },
    });
    const count = await admin(ctx, staff, 'GET', '/change-requests/count');
    expect(count.json().data.open).toBe(ids.length);
    expect((await admin(ctx, undefined, 'GET', '/change-requests')).statusCode).toBe(401);
  });

  it('records the new slot: the order confirmed with it, the request done, audited, the customer emailed with the calendar file', async () => {
    const orderId = await orderAt('confirmed');
    const requestId = await requestOn(orderId, CHANGE);
    const open = await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`);
    expect(open.json().data.request.id).toBe(requestId);

    const newDate = CHANGE.preferredDates[1]!;
    const slot = { ...buildConfirmation('test'), date: newDate, time: '13:30' };
    const incomplete = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/new-slot`, {
      note: 'Moved with CITB',
      date: newDate,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'centre',
      'time',
    ]);

    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/new-slot`, {
      ...slot,
      note: 'Moved with CITB',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 'done', emailQueued: true });
    const order = await detail(orderId);
    expect(order.confirmed).toMatchObject({ date: newDate, time: '13:30', centre: 'leeds' });
    expect(order.stage).toBe('confirmed');
    // The reminder the day before waits for the new slot, by email and by text.
    const reminders = order.emails.filter(
      (e: { kind: string; status: string }) => e.kind === 'slot-reminder' && e.status === 'pending',
    );
    expect(reminders.map((e: { channel: string }) => e.channel).sort()).toEqual(['email', 'sms']);
    const after = await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`);
    expect(after.json().data.request).toBeNull();
    const [audit] = await auditRows(
      ctx,
      `order_id = '${orderId}' and action = 'change-request-done'`,
    );
    expect(audit).toMatchObject({ actor: staff.email, detail: { requestId, to: 'confirmed' } });

    const [email] = await emailsAbout(orderId, 'change-request-done');
    expect(email!.subject).toMatch(/^Your booking has moved/);
    expect(email!.text).toContain(`Your test is on ${formatLongDate(newDate)} at 1:30pm`);
    expect(email!.attachments?.[0]?.filename).toBe('booking.ics');

    const again = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/decline`, {
      message: 'No',
    });
    expect(again.statusCode).toBe(409);
  });

  it('tells the customer what they asked, free or late, when the request arrives', async () => {
    const orderId = await orderAt('paid');
    await requestOn(orderId, CHANGE);
    const [email] = await emailsAbout(orderId, 'change-request-received');
    expect(email!.text).toContain('You asked us to move your booking to another date.');
    expect(email!.text).toContain(
      `Dates you can do: ${formatLongDate(CHANGE.preferredDates[0]!)}; ${formatLongDate(CHANGE.preferredDates[1]!)} (morning).`,
    );
    expect(email!.text).toContain('Your reason: Illness: Broken wrist');
    expect(email!.text).toMatch(/Free: you are asking before the end of \w+day \d+ \w+ \d{4}\./);
  });

  it('cancels a booked test asked in time and refunds the official fee the terms propose', async () => {
    const orderId = await orderAt('confirmed');
    const requestId = await requestOn(orderId, { kind: 'cancel', reasonText: 'Got a job abroad' });
    const open = (await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`)).json().data;
    const order = await detail(orderId);
    expect(open.proposedRefund.pence).toBe(order.price.officialFee);
    expect(open.refundablePence).toBe(order.price.total);

    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/cancel`, {
      amountPence: open.proposedRefund.pence,
      note: 'Cancelled with CITB',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundCalls.at(-1)?.amountPence).toBe(order.price.officialFee);
    const after = await detail(orderId);
    expect(after.stage).toBe('cancelled');
    expect(after.price.refunded).toBe(order.price.officialFee);
    const [email] = await emailsAbout(orderId, 'change-request-done');
    expect(email!.subject).toMatch(/^Your booking is cancelled/);
    expect(email!.text).toContain(
      `We have refunded £${(order.price.officialFee / 100).toFixed(2)} to the card you paid with.`,
    );
  });

  it('cancels before anything was booked with everything refunded, closing the order as refunded', async () => {
    const orderId = await orderAt('paid');
    const requestId = await requestOn(orderId, { kind: 'cancel' });
    const open = (await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`)).json().data;
    const total = (await detail(orderId)).price.total;
    expect(open.proposedRefund.pence).toBe(total);
    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/cancel`, {
      amountPence: total,
      note: 'Not booked yet',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(orderId)).stage).toBe('refunded');
  });

  it('cancels a late request with nothing refunded', async () => {
    const orderId = await orderAt('submitted');
    const soon = { ...buildConfirmation('test'), date: openDay(1) };
    const confirmed = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'confirmed',
      note: 'Booked',
      ...soon,
      confirmFar: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const requestId = await requestOn(orderId, { kind: 'cancel', lateAcknowledged: true });
    const open = (await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`)).json().data;
    expect(open.request.late).toBe(true);
    expect(open.proposedRefund.pence).toBe(0);
    const calls = refundCalls.length;
    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/cancel`, {
      amountPence: 0,
      note: 'Late: CITB keeps the fee',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundCalls.length).toBe(calls);
    expect((await detail(orderId)).stage).toBe('cancelled');
    const [email] = await emailsAbout(orderId, 'change-request-done');
    expect(email!.text).toContain('Under our terms no refund is due for this cancellation.');
  });

  it('declines with a message the customer is sent, leaving the booking as it was', async () => {
    const orderId = await orderAt('confirmed');
    const requestId = await requestOn(orderId, CHANGE);
    const empty = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/decline`, {
      message: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/decline`, {
      message: 'CITB has no seats on those dates. Please ask again with other dates.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('declined');
    expect((await detail(orderId)).stage).toBe('confirmed');
    const [audit] = await auditRows(
      ctx,
      `order_id = '${orderId}' and action = 'change-request-declined'`,
    );
    expect(audit).toMatchObject({ actor: staff.email, detail: { requestId, emailQueued: true } });
    const [email] = await emailsAbout(orderId, 'change-request-declined');
    expect(email!.text).toContain(
      'Our message to you: CITB has no seats on those dates. Please ask again with other dates.',
    );
    // Declined, the customer may ask again.
    expect((await askFor(ctx, orderId, { kind: 'cancel' })).statusCode).toBe(201);
  });

  it('closes a request still open when staff end the booking through its own steps', async () => {
    const orderId = await orderAt('confirmed');
    await requestOn(orderId, { kind: 'cancel' });
    const cancelled = await move(orderId, 'cancelled', { note: 'Cancelled on the phone.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const open = await admin(ctx, staff, 'GET', `/orders/${orderId}/open-request`);
    expect(open.json().data.request).toBeNull();
    const queue = await admin(ctx, staff, 'GET', '/change-requests');
    const orders = queue.json().data.requests.map((r: { order: { id: string } }) => r.order.id);
    expect(orders).not.toContain(orderId);
  });
});
