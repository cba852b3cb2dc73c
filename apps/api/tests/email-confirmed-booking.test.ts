import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { buildConfirmation } from '@site/domain/test-support';
import { admin } from './admin-support';
import { capturingEmailWorker } from './email-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import type { OrderKind } from './admin-kinds-support';

const { ctx, staff } = useAdminOrdersApp();

async function confirmAndSend(kind: OrderKind) {
  const orderId = await paidOrderOf(ctx, kind);
  const move = (to: string, fields: Record<string, unknown> = {}) =>
    admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to,
      note: `To ${to}`,
      emailCandidate: true,
      ...fields,
    });
  expect(
    (await move('submitted', kind === 'card' ? { reference: 'CSCS-A-5521' } : {})).statusCode,
  ).toBe(200);
  const slot = buildConfirmation(kind);
  // The fixtures' slots are far from what was booked (Leeds for Aberdeen, three weeks on).
  expect((await move('confirmed', { ...slot, confirmFar: true })).statusCode).toBe(200);
  const { worker, sent } = capturingEmailWorker(ctx.database.db);
  await worker.runOnce();
  await worker.stop();
  const email = sent.find((e) => e.messageId.startsWith(`<order-confirmed.${orderId}@`));
  expect(email).toBeDefined();
  return { slot, email: email! };
}

describe('the confirmed email (issue 18)', () => {
  it('tells a test candidate the slot in words, when to arrive and what to bring, with a calendar file', async () => {
    const { slot, email } = await confirmAndSend('test');
    const { text } = email;
    expect(text).toContain(
      `Your test is on ${formatLongDate(slot.date!)} at 9:30am at Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD.`,
    );
    expect(text).toContain('Arrive 15 minutes early, by 9:15am.');
    expect(text).toContain('Bring photo identification in the name James Wilson.');
    expect(text).toContain('Your test booking reference is PV-4471920.');
    expect(email.html).toContain('Your test is on');
    const [ics] = email.attachments ?? [];
    expect(ics).toMatchObject({
      filename: 'booking.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics!.content).toContain(`DTSTART:${slot.date!.replace(/-/g, '')}T`);
    expect(ics!.content).toContain('\r\nEND:VCALENDAR\r\n');
  });

  it('gives a classroom course its joining instructions and a calendar file', async () => {
    const { email } = await confirmAndSend('course-offline');
    const { text } = email;
    expect(text).toContain('at 9:00am at Unit 4, Riverside Business Park, Leeds, LS9 0PS.');
    expect(text).toContain(
      'Joining instructions: Report to reception and ask for the SafeSite training room.',
    );
    expect(email.attachments?.map((a) => a.filename)).toEqual(['booking.ics']);
  });

  it('gives an online course its access details, and a card its CSCS reference without a calendar', async () => {
    const online = await confirmAndSend('course-online');
    expect(online.email.text).toContain(
      'How to start your course: Go to https://learn.example.com and sign in with your email address.',
    );
    expect(online.email.attachments?.map((a) => a.filename)).toEqual(['booking.ics']);
    const card = await confirmAndSend('card');
    expect(card.email.text).toContain('Your CSCS application reference is CSCS-A-5521.');
    expect(card.email.attachments).toBeUndefined();
  });
});
