import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@site/domain/format';
import { buildConfirmation } from '@site/domain/test-support';
import { createEmailWorker } from '../src/email/email-worker';
import { fulfilmentRenderers } from '../src/email/fulfilment-email';
import { createFileMailer } from '../src/email/mailer';
import { admin } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { paidOrderOf } from './admin-kinds-support';
import type { OrderKind } from './admin-kinds-support';

const { ctx, staff } = useAdminOrdersApp();

/** The parts of an .eml file as nodemailer writes them: each part's headers and decoded body. */
function mimeParts(eml: string): { headers: string; body: string }[] {
  const boundaries = [...eml.matchAll(/boundary="?([^";\s]+)"?/g)].map((m) => m[1]!);
  let parts = [eml];
  for (const boundary of boundaries) {
    parts = parts.flatMap((part) => part.split(`--${boundary}`));
  }
  return parts
    .map((part) => {
      const [headers = '', ...rest] = part.replace(/^\s+/, '').split(/\r?\n\r?\n/);
      const raw = rest.join('\n\n');
      const body = /Content-Transfer-Encoding: base64/i.test(headers)
        ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : /quoted-printable/i.test(headers)
          ? Buffer.from(
              raw
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8')
          : raw;
      return { headers, body };
    })
    .filter((part) => /Content-Type:/i.test(part.headers));
}

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
  expect((await move('confirmed', slot)).statusCode).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const worker = createEmailWorker({
    db: ctx.database.db,
    mailer: createFileMailer(dir),
    from: 'SafeSite Bookings <bookings@example.com>',
    supportEmail: 'support@example.com',
    publicBaseUrl: 'http://localhost:3000',
    renderers: fulfilmentRenderers,
  });
  await worker.runOnce();
  await worker.stop();
  const file = readdirSync(dir).find((name) => name.startsWith(`order-confirmed.${orderId}`));
  expect(file).toBeDefined();
  return { slot, parts: mimeParts(readFileSync(join(dir, file!), 'utf8')) };
}

describe('the confirmed email (issue 18)', () => {
  it('tells a test candidate the slot in words, when to arrive and what to bring, with a calendar file', async () => {
    const { slot, parts } = await confirmAndSend('test');
    const text = parts.find((part) => /text\/plain/.test(part.headers))!.body;
    expect(text).toContain(
      `Your test is on ${formatLongDate(slot.date!)} at 9:30am at Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD.`,
    );
    expect(text).toContain('Arrive 15 minutes early, by 9:15am.');
    expect(text).toContain('Bring photo identification in the name James Wilson.');
    expect(text).toContain('Your test booking reference is PV-4471920.');
    const html = parts.find((part) => /text\/html/.test(part.headers))!.body;
    expect(html).toContain('Your test is on');
    const ics = parts.find((part) => /text\/calendar/.test(part.headers))!;
    expect(ics.headers).toMatch(/filename=booking\.ics/);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain(`DTSTART:${slot.date!.replace(/-/g, '')}T`);
    expect(ics.body).toContain('\r\nEND:VCALENDAR\r\n');
  });

  it('gives a classroom course its joining instructions and a calendar file', async () => {
    const { parts } = await confirmAndSend('course-offline');
    const text = parts.find((part) => /text\/plain/.test(part.headers))!.body;
    expect(text).toContain('at 9:00am at Unit 4, Riverside Business Park, Leeds, LS9 0PS.');
    expect(text).toContain(
      'Joining instructions: Report to reception and ask for the SafeSite training room.',
    );
    expect(parts.some((part) => /text\/calendar/.test(part.headers))).toBe(true);
  });

  it('gives an online course its access details, and a card its CSCS reference without a calendar', async () => {
    const online = await confirmAndSend('course-online');
    expect(online.parts.find((part) => /text\/plain/.test(part.headers))!.body).toContain(
      'How to start your course: Go to https://learn.example.com and sign in with your email address.',
    );
    expect(online.parts.some((part) => /text\/calendar/.test(part.headers))).toBe(true);
    const card = await confirmAndSend('card');
    expect(card.parts.find((part) => /text\/plain/.test(part.headers))!.body).toContain(
      'Your CSCS application reference is CSCS-A-5521.',
    );
    expect(card.parts.some((part) => /text\/calendar/.test(part.headers))).toBe(false);
  });
});
