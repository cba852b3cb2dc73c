import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { londonToUtc } from '@site/domain/fulfilment';
import { buildCandidate, buildCardApplication, buildConfirmation } from '@site/domain/test-support';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import { orders } from '../src/db/schema';
import { referenceOf } from '../src/repositories/order-view';
import { scheduleSlotReminder } from '../src/reminders/schedule';
import { setCardExpiry, setRemindersOff } from '../src/reminders/customer-settings';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import { capturingEmailWorker } from './email-support';
import { expectFieldError } from './helper';
import { isoSeconds, makeRemindersDue, reminderRows } from './reminders-support';

const { ctx, move, orderAt } = useAdminOrdersApp();
const db = () => ctx.database.db;

async function orderRow(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

const dayBeforeAt10 = (date: string) => isoSeconds(londonToUtc(addDays(date, -1), '10:00'));

describe('the reminder the day before a test or course', () => {
  it('is queued when staff confirm the slot, by email and by text, for 10:00 London the day before', async () => {
    const orderId = await orderAt('submitted');
    const confirmation = buildConfirmation('test');
    expect((await move(orderId, 'confirmed', confirmation)).statusCode).toBe(200);
    const occasion = `${confirmation.date}T09:30`;
    expect(await reminderRows(db(), orderId)).toEqual([
      expect.objectContaining({
        kind: 'slot-reminder',
        channel: 'email',
        occasion,
        status: 'pending',
        next_attempt_at: dayBeforeAt10(confirmation.date!),
      }),
      expect.objectContaining({
        kind: 'slot-reminder',
        channel: 'sms',
        occasion,
        status: 'pending',
        next_attempt_at: dayBeforeAt10(confirmation.date!),
      }),
    ]);
  });

  it('follows a new slot: the old slot’s reminder is skipped, and waits again if the booking moves back', async () => {
    const orderId = await orderAt('confirmed');
    const first = await orderRow(orderId);
    const firstSlot = first.confirmedDetails as { date: string; time: string };
    const moved = { ...firstSlot, date: addDays(firstSlot.date, 7), time: '13:30' };
    // What recording a new slot does: store it, then schedule, in one transaction.
    const record = (slot: object) =>
      db().transaction(async (tx) => {
        await tx.update(orders).set({ confirmedDetails: slot }).where(eq(orders.id, orderId));
        await scheduleSlotReminder(tx, { ...first, confirmedDetails: slot });
      });
    await record(moved);
    const statusOf = async (occasion: string) =>
      (await reminderRows(db(), orderId))
        .filter((row) => row.occasion === occasion)
        .map((row) => [row.channel, row.status, row.last_error]);
    const oldOccasion = `${firstSlot.date}T${firstSlot.time}`;
    const newOccasion = `${moved.date}T13:30`;
    expect(await statusOf(oldOccasion)).toEqual([
      ['email', 'skipped', 'The booking moved'],
      ['sms', 'skipped', 'The booking moved'],
    ]);
    expect(await statusOf(newOccasion)).toEqual([
      ['email', 'pending', null],
      ['sms', 'pending', null],
    ]);
    await record(firstSlot);
    expect(await statusOf(oldOccasion)).toEqual([
      ['email', 'pending', null],
      ['sms', 'pending', null],
    ]);
    expect((await statusOf(newOccasion)).map(([, status]) => status)).toEqual([
      'skipped',
      'skipped',
    ]);
  });

  it('is skipped on both channels when the order is cancelled or refunded', async () => {
    for (const step of ['cancelled', 'refunded'] as const) {
      const orderId = await orderAt('confirmed');
      expect((await move(orderId, step)).statusCode).toBe(200);
      const rows = await reminderRows(db(), orderId);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({
          status: 'skipped',
          last_error: step === 'cancelled' ? 'The order was cancelled' : 'The order was refunded',
        });
      }
    }
  });

  it('is sent by the worker when due, in plain words with the place, the photo ID, the status page and how to stop', async () => {
    const orderId = await orderAt('confirmed');
    await makeRemindersDue(db(), orderId);
    const { worker, sent } = capturingEmailWorker(db());
    await worker.runOnce();
    const mine = sent.filter((email) => email.messageId.startsWith(`<slot-reminder.${orderId}`));
    expect(mine).toHaveLength(1);
    const email = mine[0]!;
    expect(email.to).toBe(buildCandidate().email);
    expect(email.subject).toMatch(
      /^Reminder: your test is on \w+day \d{1,2} \w+ \d{4} \(reference [0-9A-F]{10}\)$/,
    );
    expect(email.text).toContain('at Leeds');
    expect(email.text).toContain('Arrive 15 minutes early, by 9:15am.');
    expect(email.text).toContain('Bring photo identification in the name James Wilson.');
    expect(email.text).toContain(`http://localhost:3000/booking?reference=${referenceOf(orderId)}`);
    expect(email.text).toContain('To stop reminders for this booking, turn them off on that page.');
    // The worker's footer with the business's identity.
    expect(email.text).toMatch(/Registered in England and Wales|Company number/i);
    expect((await reminderRows(db(), orderId)).map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'pending'],
    ]);
    // Sent once: a second pass finds nothing of it.
    await worker.runOnce();
    expect(sent.filter((e) => e.messageId.startsWith(`<slot-reminder.${orderId}`))).toHaveLength(1);
  });

  it('says "tomorrow" for a test tomorrow', async () => {
    const tomorrow = addDays(todayInLondon(), 1);
    const orderId = await orderAt('submitted');
    const moved = await move(
      orderId,
      'confirmed',
      buildConfirmation('test', { date: tomorrow, time: '16:30' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await makeRemindersDue(db(), orderId);
    const { worker, sent } = capturingEmailWorker(db());
    await worker.runOnce();
    const email = sent.find((e) => e.messageId.startsWith(`<slot-reminder.${orderId}`))!;
    expect(email.subject).toMatch(/^Reminder: your test is tomorrow \(reference/);
    expect(email.text).toContain('Your test is tomorrow.');
    expect(email.text).toContain('at 4:30pm');
  });

  it('goes for a classroom course with its venue, and not for an online course or a card', async () => {
    const reminded: Record<string, number> = {};
    for (const kind of ['course-offline', 'course-online', 'card'] as const) {
      const orderId = await paidOrderOf(ctx, kind);
      expect((await move(orderId, 'submitted', { reference: 'REF-1' })).statusCode).toBe(200);
      const confirmed = await move(
        orderId,
        'confirmed',
        buildConfirmation(kind, kind === 'card' ? { reference: 'CSCS-1' } : {}),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      reminded[kind] = (await reminderRows(db(), orderId)).length;
      if (kind !== 'course-offline') continue;
      await makeRemindersDue(db(), orderId);
      const { worker, sent } = capturingEmailWorker(db());
      await worker.runOnce();
      const email = sent.find((e) => e.messageId.startsWith(`<slot-reminder.${orderId}`))!;
      expect(email.subject).toMatch(/^Reminder: your course is on /);
      expect(email.text).toContain('Unit 4, Riverside Business Park, Leeds, LS9 0PS');
      expect(email.text).toContain('Joining instructions: Report to reception');
    }
    expect(reminded).toEqual({ 'course-offline': 2, 'course-online': 0, card: 0 });
  });

  it('is not sent when the order changed after it was queued (the one rule, checked at sending)', async () => {
    const orderId = await orderAt('confirmed');
    // Reminders turned off behind the scheduling's back: only the worker's rule sees it.
    await db().update(orders).set({ remindersOffAt: new Date() }).where(eq(orders.id, orderId));
    await makeRemindersDue(db(), orderId);
    const { worker, sent } = capturingEmailWorker(db());
    await worker.runOnce();
    expect(sent.filter((e) => e.messageId.startsWith(`<slot-reminder.${orderId}`))).toHaveLength(0);
    // The text twin is the text worker's to skip, by the same rule.
    expect((await reminderRows(db(), orderId))[0]).toMatchObject({
      channel: 'email',
      status: 'skipped',
      last_error: 'Reminders are turned off for this booking',
    });
  });
});

describe('the reminder before a test pass runs out', () => {
  it('is queued when a test is marked completed, for 2 months before the 2 years end', async () => {
    const orderId = await orderAt('completed');
    const { date } = (await orderRow(orderId)).confirmedDetails as { date: string };
    const rows = (await reminderRows(db(), orderId)).filter(
      (row) => row.kind === 'test-pass-expiry-reminder',
    );
    const expiresOn = addDays(addMonths(date, 24), -1);
    expect(rows.map((row) => [row.channel, row.occasion, row.status])).toEqual([
      ['email', date, 'pending'],
      ['sms', date, 'pending'],
    ]);
    expect(rows[0]!.next_attempt_at).toBe(
      isoSeconds(londonToUtc(addMonths(expiresOn, -2), '10:00')),
    );
    // The slot reminder has nothing left to remind of.
    expect(
      (await reminderRows(db(), orderId))
        .filter((r) => r.kind === 'slot-reminder')
        .map((r) => r.last_error),
    ).toEqual(['The booking is complete', 'The booking is complete']);

    await makeRemindersDue(db(), orderId);
    const { worker, sent } = capturingEmailWorker(db());
    await worker.runOnce();
    const email = sent.find((e) =>
      e.messageId.startsWith(`<test-pass-expiry-reminder.${orderId}`),
    )!;
    expect(email.subject).toContain('Your CITB test pass runs out on');
    expect(email.text).toContain(`You took your CITB test on`);
    expect(email.text).toContain('If you passed, the pass counts towards a CSCS card for 2 years');
    expect(email.text).toContain('http://localhost:3000/apply-cscs-card');
  });
});

describe('card expiry reminders', () => {
  const inMonths = (months: number) => addMonths(todayInLondon(), months);

  async function cardOrder(cardExpiresOn?: string, applicationType = 'Renew Card') {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const {
      testingId: _t,
      registrationNumber: _r,
      ...card
    } = buildCardApplication({
      userId,
      applicationType: applicationType as 'Renew Card',
    });
    return ctx.call('POST', '/card', { ...card, ...(cardExpiresOn ? { cardExpiresOn } : {}) });
  }

  it('are queued when a replacement that gave its expiry date is paid, not before', async () => {
    // A renewal is refused this long before its card expires; a lost card's date still counts.
    const expiresOn = inMonths(9);
    const created = await cardOrder(expiresOn, 'Lost/Stolen Card');
    expect(created.statusCode, created.body).toBe(201);
    const { orderId } = created.json().data;
    expect((await orderRow(orderId)).cardExpiresOn).toBe(expiresOn);
    expect(await reminderRows(db(), orderId)).toEqual([]);
    const { session_id } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    await ctx.app.payments.applyEvent({
      id: `evt_${orderId}`,
      type: 'completed',
      sessionId: session_id,
    });
    const rows = await reminderRows(db(), orderId);
    expect(rows.map((row) => [row.channel, row.occasion])).toEqual([
      ['email', `1m:${expiresOn}`],
      ['sms', `1m:${expiresOn}`],
      ['email', `6m:${expiresOn}`],
      ['sms', `6m:${expiresOn}`],
    ]);
    const sixMonths = rows.find((row) => row.occasion.startsWith('6m'))!;
    expect(sixMonths.next_attempt_at).toBe(
      isoSeconds(londonToUtc(addMonths(expiresOn, -6), '10:00')),
    );

    await makeRemindersDue(db(), orderId);
    const { worker, sent } = capturingEmailWorker(db());
    await worker.runOnce();
    const emails = sent.filter((e) => e.messageId.startsWith(`<card-expiry-reminder.${orderId}`));
    // Both were due at once here; each is its own message (one per occasion).
    expect(emails).toHaveLength(2);
    expect(emails[0]!.subject).toContain('Your CSCS card expires on');
    expect(emails[0]!.text).toContain('Renew your card: http://localhost:3000/apply-cscs-card');
  });

  it('refuses an expiry date for a new card, a date long past or too far ahead, and one that is not a date', async () => {
    expectFieldError(
      await cardOrder(inMonths(9), 'New Card'),
      'cardExpiresOn',
      'A new card has no current card to expire: leave the expiry date out',
    );
    expectFieldError(
      await cardOrder(inMonths(-13)),
      'cardExpiresOn',
      'Enter an expiry date no more than 12 months ago',
    );
    expectFieldError(
      await cardOrder(inMonths(61)),
      'cardExpiresOn',
      'Enter an expiry date no more than 5 years from today',
    );
    expectFieldError(await cardOrder('2027-02-30'), 'cardExpiresOn', 'Enter a real date');
  });

  it('follow the date the customer gives or corrects from the status page, audited', async () => {
    const orderId = await orderAt('paid');
    const first = inMonths(8);
    expect(await setCardExpiry(db(), orderId, first)).toEqual({
      cardExpiresOn: first,
      changed: true,
    });
    expect(await setCardExpiry(db(), orderId, first)).toEqual({
      cardExpiresOn: first,
      changed: false,
    });
    const second = inMonths(3);
    await setCardExpiry(db(), orderId, second);
    const rows = await reminderRows(db(), orderId);
    expect(rows.filter((r) => r.status === 'pending').map((r) => r.occasion)).toEqual([
      `1m:${second}`,
      `1m:${second}`,
    ]);
    expect(
      rows
        .filter((r) => r.occasion.endsWith(first))
        .every((r) => r.last_error === 'The card expiry date changed'),
    ).toBe(true);
    await expect(setCardExpiry(db(), orderId, 'not a date')).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'cardExpiresOn', message: 'Enter a real date' }],
    });
    expect((await orderRow(orderId)).cardExpiresOn).toBe(second);
    const audit = await ctx.database.db.execute(
      `select actor, detail from audit_log where order_id = '${orderId}' and action = 'customer-card-expiry' order by id` as never,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { actor: 'customer', detail: { before: null, after: first } },
      { actor: 'customer', detail: { before: first, after: second } },
    ]);
  });
});

describe('turning reminders off and on from the status page', () => {
  it('skips the waiting reminders, then queues them again for their times', async () => {
    const orderId = await orderAt('confirmed');
    const before = await reminderRows(db(), orderId);
    expect(await setRemindersOff(db(), orderId, true)).toEqual({
      remindersOff: true,
      changed: true,
    });
    expect((await reminderRows(db(), orderId)).map((r) => [r.status, r.last_error])).toEqual([
      ['skipped', 'Reminders turned off'],
      ['skipped', 'Reminders turned off'],
    ]);
    expect((await orderRow(orderId)).remindersOffAt).not.toBeNull();
    expect(await setRemindersOff(db(), orderId, false)).toEqual({
      remindersOff: false,
      changed: true,
    });
    expect(await reminderRows(db(), orderId)).toEqual(before);
    const audit = await ctx.database.db.execute(
      `select detail from audit_log where order_id = '${orderId}' and action = 'customer-reminders' order by id` as never,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { detail: { remindersOff: true } },
      { detail: { remindersOff: false } },
    ]);
  });

  it('refuses a cancelled booking and an unknown one, changing nothing', async () => {
    const cancelled = await orderAt('cancelled');
    await expect(setRemindersOff(db(), cancelled, true)).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      setRemindersOff(db(), '00000000-0000-4000-8000-000000000000', true),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await orderRow(cancelled)).remindersOffAt).toBeNull();
  });
});
