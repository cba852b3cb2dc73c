import { describe, expect, it } from 'vitest';
import { getCentreBySlug } from '@site/domain/catalogue';
import { bankHolidayOn, weekdayOf } from '@site/domain/calendar';
import { FAR_SLOT_DAYS } from '@site/domain/fulfilment';
import { formatLongDate } from '@site/domain/format';
import { countSmsSegments } from '@site/domain/sms';
import {
  buildConfirmation,
  futureWeekday,
  nextDayWhere,
  openDayAfter,
} from '@site/domain/test-support';
import { addDays } from '@site/domain/validators';
import { createSmsWorker } from '../src/sms/sms-worker';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import { askFor } from './change-requests-support';
import { capturingEmailWorker } from './email-support';
import { capturingSender, uniqueMobile } from './sms-support';

const { ctx, staff, detail } = useAdminOrdersApp();

const LEEDS = getCentreBySlug('leeds')!;
/** The first and second dates the customer asks for: three and four weeks ahead. */
const ASKED = futureWeekday(21);
const SECOND = futureWeekday(28);

/** A paid test at Leeds on ASKED (or SECOND) at 09:30, submitted to CITB. */
async function submittedAtLeeds(candidate: Parameters<typeof paidTestOrder>[1] = {}) {
  const orderId = await paidTestOrder(
    ctx,
    { phoneNumber: uniqueMobile(), ...candidate },
    { location: LEEDS.id, date: ASKED, alternateDate: SECOND, testTime: '09:30' },
  );
  const submitted = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
    to: 'submitted',
    note: 'Sent to CITB',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return orderId;
}

const confirm = (orderId: string, slot: Record<string, unknown>) =>
  admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
    to: 'confirmed',
    note: 'Booked on the CITB portal',
    emailCandidate: true,
    ...slot,
  });

const change = (orderId: string, slot: Record<string, unknown>) =>
  admin(ctx, staff, 'PATCH', `/orders/${orderId}/confirmed`, slot);

const AT_LEEDS = { centre: 'leeds', date: ASKED, time: '09:30', bookingReference: 'PV-4471920' };

const messageKinds = async (orderId: string, channel: 'email' | 'sms') =>
  ((await detail(orderId)).emails as { kind: string; channel: string }[])
    .filter((message) => message.channel === channel)
    .map((message) => message.kind);

/** Every waiting email and text sent, as the customer would get them. */
async function sendAll() {
  const emails = capturingEmailWorker(ctx.database.db);
  const texts = capturingSender();
  const sms = createSmsWorker({
    db: ctx.database.db,
    sender: texts.sender,
    publicBaseUrl: 'https://bookings.example',
  });
  for (let round = 0; round < 20; round += 1) {
    const sent = (await emails.worker.runOnce()).sent + (await sms.runOnce()).sent;
    if (sent === 0) break;
  }
  await emails.worker.stop();
  await sms.stop();
  return { emails: emails.sent, texts: texts.sent };
}

const icsLine = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('a slot on a day the place is shut is refused', () => {
  it('refuses a Sunday and a bank holiday with 400 on the date, naming why, and tells no one', async () => {
    const orderId = await submittedAtLeeds();
    const sunday = nextDayWhere((day) => weekdayOf(day) === 0, addDays(ASKED, -3));
    const onSunday = await confirm(orderId, { ...AT_LEEDS, date: sunday, confirmFar: true });
    expect(onSunday.statusCode).toBe(400);
    expect(onSunday.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'date', message: 'Test centres are closed on Sundays. Choose another date' },
      ],
    });
    // Christmas Day when it is not a Sunday, else the next bank holiday on a weekday.
    const holiday = nextDayWhere(
      (day) => bankHolidayOn(day, 'england-and-wales') !== undefined && weekdayOf(day) !== 0,
      addDays(ASKED, -3),
    );
    const onHoliday = await confirm(orderId, { ...AT_LEEDS, date: holiday, confirmFar: true });
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json().errors).toEqual([
      {
        field: 'date',
        message: `Test centres are closed on ${bankHolidayOn(holiday, 'england-and-wales')}, a bank holiday. Choose another date`,
      },
    ]);
    const christmas = nextDayWhere(
      (day) => bankHolidayOn(day, 'england-and-wales') === 'Christmas Day',
    );
    const onChristmas = await confirm(orderId, { ...AT_LEEDS, date: christmas, confirmFar: true });
    expect(onChristmas.json().errors[0].message).toMatch(
      weekdayOf(christmas) === 0
        ? /closed on Sundays/
        : /^Test centres are closed on Christmas Day, a bank holiday\./,
    );
    const order = await detail(orderId);
    expect(order.stage).toBe('submitted');
    expect(order.confirmed).toBeNull();
    expect(await messageKinds(orderId, 'email')).not.toContain('order-confirmed');
  });
});

describe('a slot far from what the customer asked is confirmed twice', () => {
  it('says what the customer asked, and confirms a slot near it at once', async () => {
    const orderId = await submittedAtLeeds();
    expect((await detail(orderId)).asked).toEqual({
      centre: 'leeds',
      dates: [ASKED, SECOND],
      time: '09:30',
    });
    const near = openDayAfter(ASKED, 2);
    const res = await confirm(orderId, { ...AT_LEEDS, date: near, time: '9:30' });
    expect(res.statusCode, res.body).toBe(200);
    // Typed 9:30, stored and told as 09:30.
    expect((await detail(orderId)).confirmed).toMatchObject({ date: near, time: '09:30' });
  });

  it(`refuses another centre, or a date more than ${FAR_SLOT_DAYS} days from every date asked, until confirmFar`, async () => {
    const orderId = await submittedAtLeeds();
    const elsewhere = await confirm(orderId, { ...AT_LEEDS, centre: 'manchester' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'SLOT_FAR_FROM_REQUEST',
      errors: [
        {
          field: 'centre',
          message: `${getCentreBySlug('manchester')!.name} is not the centre the customer asked for (Leeds Test Centre)`,
        },
      ],
    });
    expect(elsewhere.json().message).toMatch(/^This slot is far from what the customer asked for/);

    const late = openDayAfter(SECOND, FAR_SLOT_DAYS + 1);
    const far = await confirm(orderId, { ...AT_LEEDS, date: late });
    expect(far.statusCode).toBe(409);
    expect(far.json().errors).toEqual([
      {
        field: 'date',
        message: expect.stringMatching(
          new RegExp(
            `^${formatLongDate(late)} is \\d+ days after ${formatLongDate(SECOND)}, the nearest date the customer asked for$`,
          ),
        ),
      },
    ]);
    let order = await detail(orderId);
    expect(order.stage).toBe('submitted');
    expect(await messageKinds(orderId, 'email')).not.toContain('order-confirmed');

    const meant = await confirm(orderId, { ...AT_LEEDS, date: late, confirmFar: true });
    expect(meant.statusCode, meant.body).toBe(200);
    order = await detail(orderId);
    expect(order.confirmed).toMatchObject({ centre: 'leeds', date: late });
    const [audit] = await auditRows(
      ctx,
      `order_id = '${orderId}' and action = 'transition' and detail->>'to' = 'confirmed'`,
    );
    expect(audit!.detail).toMatchObject({ farFromAsked: [far.json().errors[0].message] });
  });

  it('never answers 500 to a far slot with a confirmFar that is not a boolean', async () => {
    const orderId = await submittedAtLeeds();
    const res = await confirm(orderId, { ...AT_LEEDS, centre: 'manchester', confirmFar: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('confirmFar');
  });
});

describe('a confirmed slot can be changed', () => {
  it('stores the new slot one version on, audits it, and tells the customer again by email and text with a calendar file that replaces the first', async () => {
    const orderId = await submittedAtLeeds();
    expect((await confirm(orderId, AT_LEEDS)).statusCode).toBe(200);
    const first = (await sendAll()).emails.find((email) =>
      email.messageId.startsWith(`<order-confirmed.${orderId}@`),
    )!;
    const firstIcs = String(first.attachments![0]!.content);
    expect(icsLine(firstIcs, 'SEQUENCE')).toBe('SEQUENCE:0');

    const res = await change(orderId, {
      ...AT_LEEDS,
      time: '13:30',
      note: 'CITB moved the test to the afternoon.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: ['time'], sequence: 1, emailQueued: true });

    const order = await detail(orderId);
    expect(order.stage).toBe('confirmed');
    expect(order.confirmed).toMatchObject({ date: ASKED, time: '13:30', sequence: 1 });
    expect(order.notes.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      note: 'CITB moved the test to the afternoon.',
      emailQueued: true,
    });
    const [audit] = await auditRows(ctx, `order_id = '${orderId}' and action = 'correct-slot'`);
    expect(audit).toMatchObject({
      actor: staff.email,
      detail: {
        changes: { time: { before: '09:30', after: '13:30' } },
        sequence: 1,
        emailQueued: true,
      },
    });
    expect(await messageKinds(orderId, 'email')).toContain('order-changed');
    expect(await messageKinds(orderId, 'sms')).toContain('order-changed');
    // The reminder the day before follows the new time.
    expect(
      order.emails.some(
        (e: { kind: string; status: string }) =>
          e.kind === 'slot-reminder' && e.status === 'pending',
      ),
    ).toBe(true);

    const { emails, texts } = await sendAll();
    const email = emails.find((e) => e.messageId.startsWith(`<order-changed.${orderId}`))!;
    expect(email.subject).toMatch(/^Your booking has changed: /);
    expect(email.text).toContain(
      'We have changed your booking. The details below replace the ones we sent you before.',
    );
    expect(email.text).toContain(
      `Your test is on ${formatLongDate(ASKED)} at 1:30pm at Leeds Test Centre`,
    );
    expect(email.text).toContain(
      'A new calendar file is attached: open it to change the date in your calendar.',
    );
    const ics = String(email.attachments![0]!.content);
    expect(icsLine(ics, 'UID')).toBe(icsLine(firstIcs, 'UID'));
    expect(icsLine(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(icsLine(ics, 'DTSTART')).not.toBe(icsLine(firstIcs, 'DTSTART'));
    const text = texts.find((sms) => sms.body.includes('has changed'));
    expect(text?.body).toMatch(
      /^SafeSite Bookings: booking \w+ has changed\. Your test is now on /,
    );
    expect(text?.body).toContain('1:30pm at Leeds Test Centre, LS1 5RD');

    // A second change is told too, one version on.
    const again = await change(orderId, {
      ...AT_LEEDS,
      time: '13:30',
      date: SECOND,
      note: 'Centre closed that day; moved a week.',
    });
    expect(again.json().data).toEqual({ changed: ['date'], sequence: 2, emailQueued: true });
    const second = (await sendAll()).emails.find((e) =>
      e.messageId.startsWith(`<order-changed.${orderId}`),
    )!;
    expect(icsLine(String(second.attachments![0]!.content), 'SEQUENCE')).toBe('SEQUENCE:2');
  });

  it('changes nothing and tells no one when the slot is sent as it was', async () => {
    const orderId = await submittedAtLeeds();
    expect((await confirm(orderId, AT_LEEDS)).statusCode).toBe(200);
    const same = await change(orderId, { ...AT_LEEDS, time: '9:30', note: 'Checked' });
    expect(same.json().data).toEqual({ changed: [], sequence: 0, emailQueued: false });
    expect(await messageKinds(orderId, 'email')).not.toContain('order-changed');
    expect(await auditRows(ctx, `order_id = '${orderId}' and action = 'correct-slot'`)).toEqual([]);
  });

  it('checks a change as a confirmation: the fields, closed days, a far slot twice, and why', async () => {
    const orderId = await submittedAtLeeds();
    expect((await confirm(orderId, AT_LEEDS)).statusCode).toBe(200);
    const noReason = await change(orderId, { ...AT_LEEDS, time: '10:30' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { field: 'note', message: 'Enter why the slot changed' },
    ]);
    const bare = await change(orderId, { note: 'Moved' });
    expect(bare.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'centre',
      'date',
      'time',
    ]);
    const sunday = nextDayWhere((day) => weekdayOf(day) === 0, ASKED);
    const closed = await change(orderId, { ...AT_LEEDS, date: sunday, note: 'Moved' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors[0]).toEqual({
      field: 'date',
      message: 'Test centres are closed on Sundays. Choose another date',
    });
    const elsewhere = await change(orderId, { ...AT_LEEDS, centre: 'manchester', note: 'Moved' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('SLOT_FAR_FROM_REQUEST');
    expect((await detail(orderId)).confirmed).toMatchObject({ centre: 'leeds', time: '09:30' });
    const meant = await change(orderId, {
      ...AT_LEEDS,
      centre: 'manchester',
      note: 'Leeds closed for repairs; the customer agreed to Manchester.',
      confirmFar: true,
    });
    expect(meant.json().data).toMatchObject({ changed: ['centre'], sequence: 1 });
    expect((await detail(orderId)).confirmed).toMatchObject({
      centre: 'manchester',
      centreName: getCentreBySlug('manchester')!.name,
    });
    // What staff confirmed twice already is not asked again: a new time at the same centre.
    const time = await change(orderId, {
      ...AT_LEEDS,
      centre: 'manchester',
      time: '14:30',
      note: 'An afternoon seat',
    });
    expect(time.statusCode, time.body).toBe(200);
    expect(time.json().data).toMatchObject({ changed: ['time'], sequence: 2 });
  });

  it('measures a change from the dates the customer last asked to move to', async () => {
    const orderId = await submittedAtLeeds();
    expect((await confirm(orderId, AT_LEEDS)).statusCode).toBe(200);
    const moveTo = futureWeekday(60);
    const asked = await askFor(ctx, orderId, {
      kind: 'change',
      preferredDates: [moveTo],
      preferredTime: 'morning',
      reason: 'work',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().data.request.id as string;
    const moved = await admin(ctx, staff, 'POST', `/change-requests/${requestId}/new-slot`, {
      ...AT_LEEDS,
      date: moveTo,
      note: 'Moved as asked',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail(orderId)).asked.dates[0]).toBe(moveTo);
    // The move replaced the first event too: one version on.
    expect((await detail(orderId)).confirmed.sequence).toBe(1);
    // Two days on from the date they asked to move to: near it, though weeks from the first.
    const nearMove = openDayAfter(moveTo, 2);
    const res = await change(orderId, { ...AT_LEEDS, date: nearMove, note: 'CITB had no room' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ changed: ['date'], sequence: 2 });
  });

  it('refuses an order that is not confirmed, or has no slot: 409, never 500', async () => {
    const submitted = await submittedAtLeeds();
    const early = await change(submitted, { ...AT_LEEDS, note: 'Moved' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/This order is submitted/);
    const card = await paidOrderOf(ctx, 'card');
    for (const to of ['submitted', 'confirmed']) {
      const res = await admin(ctx, staff, 'POST', `/orders/${card}/transitions`, {
        to,
        note: to,
        ...(to === 'submitted' ? { reference: 'CSCS-A-1' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cardChange = await change(card, { ...buildConfirmation('test'), note: 'Moved' });
    expect(cardChange.statusCode).toBe(409);
    expect(cardChange.json().message).toMatch(/no confirmed slot/);
    const unknown = await change('00000000-0000-4000-8000-000000000000', {
      ...AT_LEEDS,
      note: 'Moved',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await admin(ctx, undefined, 'PATCH', `/orders/${submitted}/confirmed`, AT_LEEDS)).statusCode,
    ).toBe(401);
  });

  it('tells a Polish customer in Polish, the text within 2 parts', async () => {
    const orderId = await submittedAtLeeds();
    await ctx.database.db.execute(
      (await import('drizzle-orm')).sql`update orders set locale = 'pl' where id = ${orderId}`,
    );
    expect((await confirm(orderId, AT_LEEDS)).statusCode).toBe(200);
    await sendAll();
    expect((await change(orderId, { ...AT_LEEDS, time: '13:30', note: 'Moved' })).statusCode).toBe(
      200,
    );
    const { emails, texts } = await sendAll();
    const email = emails.find((e) => e.messageId.startsWith(`<order-changed.${orderId}`))!;
    expect(email.subject).not.toMatch(/Your booking has changed/);
    expect(email.text).toContain('13:30');
    const ics = String(email.attachments![0]!.content);
    expect(icsLine(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(ics).toContain('SUMMARY;LANGUAGE=pl:');
    const [text] = texts;
    expect(text?.body).toMatch(/^SafeSite Bookings: /);
    expect(text?.body).toContain('/pl/booking?reference=');
    expect(countSmsSegments(text!.body).segments).toBeLessThanOrEqual(2);
  });
});
