import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { LOCALE_MESSAGE } from '@site/domain/schemas';
import { countSmsSegments } from '@site/domain/sms';
import {
  buildCandidate,
  buildConfirmation,
  buildContact,
  buildTestBooking,
} from '@site/domain/test-support';
import { enquiries, orders } from '../src/db/schema';
import { referenceOf } from '../src/repositories/order-view';
import { createSmsWorker } from '../src/sms/sms-worker';
import { admin, payOnSandboxForm } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { capturingEmailWorker } from './email-support';
import { capturingSender, uniqueMobile } from './sms-support';

/*
 * Issue 20: every order keeps the language it was made in, and its emails, texts, checkout and
 * staff's view follow it; the English of the spec stays the API's own language.
 */
const { ctx, staff, detail } = useAdminOrdersApp();

async function candidate(overrides: Parameters<typeof buildCandidate>[0] = {}) {
  const res = await ctx.call('POST', '/candidate', buildCandidate(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data.userId as string;
}

async function storedLocale(orderId: string) {
  const [row] = await ctx.database.db
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.locale;
}

describe('the language of an order', () => {
  it('is stored as sent, and English when left out', async () => {
    const userId = await candidate();
    const polish = await ctx.call('POST', '/test', {
      ...buildTestBooking({ userId }),
      locale: 'pl',
    });
    expect(polish.statusCode, polish.body).toBe(201);
    expect(await storedLocale(polish.json().data.orderId)).toBe('pl');

    const plain = await ctx.call('POST', '/test', buildTestBooking({ userId }));
    expect(plain.statusCode).toBe(201);
    expect(await storedLocale(plain.json().data.orderId)).toBe('en');

    const course = await ctx.call('POST', '/course/online', {
      userId,
      type: 'Online',
      date: buildTestBooking().date,
      locale: 'ro',
    });
    expect(course.statusCode, course.body).toBe(201);
    expect(await storedLocale(course.json().data.orderId)).toBe('ro');
  });

  it('refuses a language the site does not have with a 400 field error, never a 500', async () => {
    const userId = await candidate();
    const bodies: [string, Record<string, unknown>][] = [
      ['/test', { ...buildTestBooking({ userId }), locale: 'xx' }],
      ['/test', { ...buildTestBooking({ userId }), locale: 7 }],
      ['/test', { ...buildTestBooking({ userId }), locale: 'EN' }],
      [
        '/card?initiate_pay=true',
        {
          userId,
          type: 'Green Labourer',
          applicationType: 'New Card',
          trait: 'Labourer',
          requirements: ['level-1-award', 'hse-test'],
          locale: 'pl-PL',
        },
      ],
      ['/course/online', { userId, type: 'Online', date: buildTestBooking().date, locale: '' }],
      ['/contact', { ...buildContact(), locale: 'klingon' }],
    ];
    for (const [path, body] of bodies) {
      const res = await ctx.call('POST', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body.locale)}`).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'locale', message: LOCALE_MESSAGE }],
      });
    }
    expect(LOCALE_MESSAGE).toBe(
      'Give the language as one of: en, bg, cs, cy, de, es, fr, hu, lt, pa, pl, pt, ro, ru',
    );
  });
});

describe('a Polish order', () => {
  it('pays on a Polish checkout, returns to /pl/success, and gets its receipt and text in Polish', async () => {
    const userId = await candidate({ phoneNumber: uniqueMobile() });
    const booked = await ctx.call('POST', '/test', {
      ...buildTestBooking({ userId, language: 'Polish' }),
      locale: 'pl',
    });
    expect(booked.statusCode).toBe(201);
    const { orderId } = booked.json().data as { orderId: string };
    const reference = referenceOf(orderId);
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data as {
      url: string;
    };

    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('To jest płatność testowa.');
    expect(page.body).toContain('Numer karty');
    expect(page.body).toContain(`href="/pl/failed/${orderId}"`);
    expect(page.body).not.toContain('Card number');

    const refused = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'J', cardNumber: '1', expiry: '', cvc: '' }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Wystąpił problem');
    expect(refused.body).toContain('Podaj 16-cyfrowy numer karty');

    const paid = await payOnSandboxForm(ctx, url, 'Jan Kowalski');
    expect(paid.headers.location).toBe(`/pl/success/${orderId}`);
    // The paid session's page, opened again, sends the customer to the same Polish page.
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.headers.location).toBe(`/pl/success/${orderId}`);

    const { worker, sent } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    await worker.stop();
    const receipt = sent.find((email) =>
      email.messageId.startsWith(`<order-confirmation.${orderId}`),
    );
    expect(receipt).toBeDefined();
    expect(receipt!.subject).toBe(
      `Płatność otrzymana — rezerwujemy Twój test: Test CITB HS&E: Operative (rezerwacja ${reference})`,
    );
    const text = receipt!.text;
    expect(text).toContain('Dzień dobry, James Wilson,');
    expect(text).toContain(
      'Dziękujemy. Otrzymaliśmy Twoją płatność za: Test CITB HS&E: Operative.',
    );
    expect(text).toContain(`Numer rezerwacji: ${reference}`);
    expect(text).toContain('  Język: polski');
    expect(text).toContain('  Opłata urzędowa: £23.50');
    expect(text).toContain('Co dalej');
    expect(text).toMatch(
      /Pierwszy wybór: (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d+ \S+ \d{4}, 9:30/,
    );
    expect(text).toContain(`http://localhost:3000/pl/success/${orderId}`);
    expect(text).toContain(
      `Sprawdź, na jakim etapie jest Twoja rezerwacja: http://localhost:3000/pl/booking?reference=${reference}`,
    );
    expect(text).toContain('zarejestrowana w Anglii i Walii');
    expect(text).not.toMatch(/Payment received|Dear |Booking reference|What you booked/);
    expect(receipt!.html).toContain('<html lang="pl">');
    expect(receipt!.html).toContain(`Numer rezerwacji: <strong>${reference}</strong>`);

    const texts = capturingSender();
    const sms = createSmsWorker({
      db: ctx.database.db,
      sender: texts.sender,
      publicBaseUrl: 'http://localhost:3000',
    });
    await sms.runOnce();
    await sms.stop();
    const receiptText = texts.sent.find((message) => message.body.includes(reference));
    // In 2 segments of UCS-2 what happens next gives way to the payment and the status link.
    expect(receiptText?.body).toBe(
      `SafeSite Bookings: Otrzymaliśmy płatność £36.00, rezerwacja ${reference}. http://localhost:3000/pl/booking?reference=${reference}`,
    );
    expect(countSmsSegments(receiptText!.body).segments).toBeLessThanOrEqual(2);

    // Staff see the language; the back office itself stays in English.
    expect((await detail(orderId)).locale).toBe('pl');
    const list = await admin(ctx, staff, 'GET', `/orders?q=${reference}`);
    expect(list.json().data.orders).toEqual([
      expect.objectContaining({ id: orderId, locale: 'pl' }),
    ]);
    const csv = await admin(ctx, staff, 'GET', `/orders/export.csv?q=${reference}`);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]!.at(-1)).toBe('Language');
    expect(rows[1]!.at(-1)).toBe('Polski (pl)');
  });

  it('confirms in Polish, with a calendar file whose words and LANGUAGE are Polish', async () => {
    const userId = await candidate();
    const { orderId } = (
      await ctx.call('POST', '/test', { ...buildTestBooking({ userId }), locale: 'pl' })
    ).json().data as { orderId: string };
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data as {
      url: string;
    };
    await payOnSandboxForm(ctx, url, 'Jan Kowalski');
    for (const to of ['submitted', 'confirmed'] as const) {
      const moved = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
        to,
        note: `Moved to ${to}`,
        emailCandidate: true,
        ...(to === 'submitted'
          ? { reference: 'CITB-778812' }
          : { ...buildConfirmation('test', { time: '13:30' }), confirmFar: true }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const { worker, sent } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    await worker.stop();
    const confirmed = sent.find((email) =>
      email.messageId.startsWith(`<order-confirmed.${orderId}`),
    );
    expect(confirmed?.subject).toMatch(/^Twoja rezerwacja jest potwierdzona: Test CITB HS&E/);
    expect(confirmed?.text).toMatch(/Twój test: \S+, \d+ \S+ \d{4}, godz\. 13:30, Leeds/);
    expect(confirmed?.text).toContain('Przyjdź 15 minut wcześniej, najpóźniej o 13:15.');
    const calendar = String(confirmed?.attachments?.[0]?.content ?? '');
    expect(calendar).toContain('SUMMARY;LANGUAGE=pl:Test CITB HS&E: Operative – Leeds');
    expect(calendar).toContain('DESCRIPTION;LANGUAGE=pl:Twój test:');
  });
});

describe('a group enquiry in Polish', () => {
  it('is stored with its language and acknowledged in it', async () => {
    const sent = await ctx.call('POST', '/contact', {
      ...buildContact(),
      kind: 'group-booking',
      groupSize: 12,
      locale: 'pl',
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ id: enquiries.id, locale: enquiries.locale })
      .from(enquiries)
      .where(eq(enquiries.groupSize, 12));
    expect(row?.locale).toBe('pl');
    const { worker, sent: emails } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    await worker.stop();
    const ack = emails.find((email) => email.messageId.includes(row!.id));
    expect(ack?.subject).toBe('Otrzymaliśmy Twoje zapytanie o rezerwację grupową');
    expect(ack?.text).toContain('dla 12 osób');
    expect(ack?.html).toContain('<html lang="pl">');
  });
});
