import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { PREFIXED_LOCALES } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import { countSmsSegments } from '@site/domain/sms';
import { addDays, todayInLondon } from '@site/domain/validators';
import { futureWeekday } from '@site/domain/test-support';
import type { changeRequests, orders } from '../src/db/schema';
import { bookingStatusUrl } from '../src/email/booking-link';
import { TEXTED_KINDS } from '../src/email/outbox';
import type { OutboxRow } from '../src/email/outbox';
import { referenceOf } from '../src/repositories/order-view';
import { SMS_TEXTS } from '../src/sms/sms-texts';
import type { SmsTextInput, TextedKind } from '../src/sms/sms-texts';

type OrderRow = typeof orders.$inferSelect;
type ChangeRequestRow = typeof changeRequests.$inferSelect;

const BASE = 'https://safesite-bookings.co.uk';
const HOST = BASE.replace('https://', '');
const today = todayInLondon();
const tomorrow = addDays(today, 1);

/** A paid order as the database keeps it, with the longest catalogue values where it matters. */
function orderOf(kind: OrderRow['kind'], overrides: Partial<OrderRow> = {}): OrderRow {
  const details: Record<OrderRow['kind'], unknown> = {
    test: {
      location: 1,
      date: tomorrow,
      alternateDate: futureWeekday(28),
      testTime: '09:30',
      testType: 'hvacr-refrigeration-and-air-conditioning',
      retake: false,
      language: 'English',
    },
    card: { type: 'Blue Skilled Worker', applicationType: 'New', trait: 'standard' },
    'course-offline': {
      type: 'Offline',
      name: 'Level 1 Award in Health and Safety in a Construction Environment',
      date: `${tomorrow}T09:00:00.000Z`,
      locationName: 'SafeSite Training Leeds',
      locationAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    },
    'course-online': {
      type: 'Online',
      name: 'Level 1 Award in Health and Safety in a Construction Environment',
      date: futureWeekday(21),
    },
  };
  return {
    id: randomUUID(),
    kind,
    details: details[kind],
    totalPence: 13_650,
    refundedPence: null,
    confirmedDetails: null,
    remindersOffAt: null,
    ...overrides,
  } as OrderRow;
}

const order = orderOf;

const confirmedTest = (centre: (typeof TEST_CENTRES)[number]) => ({
  kind: 'test',
  date: tomorrow,
  time: '13:30',
  centre: centre.slug,
  centreName: centre.name,
  centreAddress: [...centre.address, centre.postcode].join(', '),
  bookingReference: 'PV-4471920',
  confirmedAt: new Date().toISOString(),
});

function input(
  row: Partial<OutboxRow> & { kind: TextedKind },
  theOrder: OrderRow,
  changeRequest?: Partial<ChangeRequestRow>,
): SmsTextInput {
  return {
    order: theOrder,
    row: { occasion: '', amountPence: null, ...row } as OutboxRow,
    // The status page in the order's language, as the worker links it (issue 20).
    statusUrl: bookingStatusUrl(BASE, theOrder.id, (theOrder.locale ?? 'en') as Locale),
    publicBaseUrl: BASE,
    changeRequest: changeRequest
      ? ({ id: randomUUID(), orderId: theOrder.id, ...changeRequest } as ChangeRequestRow)
      : null,
    today,
  };
}

const confirmedCourse = {
  kind: 'course-offline',
  date: tomorrow,
  time: '09:00',
  venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
  joiningInstructions: 'Report to reception.',
  confirmedAt: new Date().toISOString(),
};
const confirmedCard = {
  kind: 'card',
  applicationReference: 'CSCS-88120123',
  confirmedAt: new Date().toISOString(),
};

/** The longest place a test can name: the centre with the longest name and address. */
const longestCentre = [...TEST_CENTRES].sort(
  (a, b) => `${a.name}${a.address.join('')}`.length - `${b.name}${b.address.join('')}`.length,
)[TEST_CENTRES.length - 1]!;

/** Each kind with realistic, long data: what a customer would get. */
function everyKind(
  centre = longestCentre,
  more: Partial<OrderRow> = {},
): [TextedKind, SmsTextInput][] {
  const order = (kind: OrderRow['kind'], overrides: Partial<OrderRow> = {}) =>
    orderOf(kind, { ...more, ...overrides });
  const test = order('test', { confirmedDetails: confirmedTest(centre) });
  return [
    ['order-confirmation', input({ kind: 'order-confirmation' }, order('course-offline'))],
    ['order-confirmation', input({ kind: 'order-confirmation' }, order('test'))],
    ['order-confirmation', input({ kind: 'order-confirmation' }, order('card'))],
    ['order-confirmed', input({ kind: 'order-confirmed' }, test)],
    [
      'order-confirmed',
      input(
        { kind: 'order-confirmed' },
        order('course-offline', { confirmedDetails: confirmedCourse }),
      ),
    ],
    [
      'order-confirmed',
      input({ kind: 'order-confirmed' }, order('card', { confirmedDetails: confirmedCard })),
    ],
    ['order-changed', input({ kind: 'order-changed', occasion: 'v1' }, test)],
    [
      'order-changed',
      input(
        { kind: 'order-changed', occasion: 'v1' },
        order('course-offline', { confirmedDetails: confirmedCourse }),
      ),
    ],
    ['order-cancelled', input({ kind: 'order-cancelled' }, order('card'))],
    ['order-refunded', input({ kind: 'order-refunded', amountPence: 13_650 }, test)],
    [
      'change-request-received',
      input({ kind: 'change-request-received' }, test, { kind: 'change' }),
    ],
    ['change-request-done', input({ kind: 'change-request-done' }, test, { kind: 'change' })],
    ['change-request-done', input({ kind: 'change-request-done' }, test, { kind: 'cancel' })],
    [
      'change-request-declined',
      input({ kind: 'change-request-declined' }, test, { kind: 'cancel' }),
    ],
    ['slot-reminder', input({ kind: 'slot-reminder', occasion: `${tomorrow}T13:30` }, test)],
    // Sent late, a reminder names the day in full rather than "tomorrow".
    ['slot-reminder', input({ kind: 'slot-reminder', occasion: '2026-09-30T13:30' }, test)],
    [
      'slot-reminder',
      input(
        { kind: 'slot-reminder', occasion: `${tomorrow}T09:00` },
        order('course-offline', { confirmedDetails: confirmedCourse }),
      ),
    ],
    [
      'card-expiry-reminder',
      input({ kind: 'card-expiry-reminder', occasion: '6m:2027-06-30' }, order('card')),
    ],
    [
      'test-pass-expiry-reminder',
      input({ kind: 'test-pass-expiry-reminder', occasion: '2025-09-17' }, test),
    ],
  ];
}

describe('the text of each kind', () => {
  it('exists for every kind that goes by text', () => {
    expect(Object.keys(SMS_TEXTS).sort()).toEqual([...TEXTED_KINDS].sort());
  });

  it.each(everyKind())(
    '%s: GSM-7 in at most 2 segments, with the reference and the status link',
    (kind, given) => {
      const text = SMS_TEXTS[kind](given);
      const reference = referenceOf(given.order.id);
      expect(text).toContain(reference);
      expect(text).toContain(`${BASE}/booking?reference=${reference}`);
      expect(countSmsSegments(text)).toMatchObject({ encoding: 'GSM-7' });
      expect(countSmsSegments(text).segments).toBeLessThanOrEqual(2);
      if (kind.endsWith('-reminder')) expect(text).toMatch(/Reply STOP to stop our texts$/);
      else expect(text).not.toContain('STOP');
    },
  );

  it('keeps the slot reminder within 2 segments at every test centre', () => {
    for (const centre of TEST_CENTRES) {
      const test = order('test', { confirmedDetails: confirmedTest(centre) });
      for (const kind of ['slot-reminder', 'order-confirmed'] as const) {
        const text = SMS_TEXTS[kind](input({ kind, occasion: `${tomorrow}T13:30` }, test));
        expect(countSmsSegments(text), `${kind} at ${centre.name}`).toMatchObject({
          encoding: 'GSM-7',
        });
        expect(countSmsSegments(text).segments, `${kind} at ${centre.name}`).toBeLessThanOrEqual(2);
      }
    }
  });
});

/** The centre with the longest name and postcode: the most a text in another language names. */
const longestNamedCentre = [...TEST_CENTRES].sort(
  (a, b) => `${a.name}, ${a.postcode}`.length - `${b.name}, ${b.postcode}`.length,
)[TEST_CENTRES.length - 1]!;

/** Days whose weekday and month are each language's longest words, and a plain one. */
const LONG_DAYS = ['2026-09-28', '2026-12-16', '2027-02-26', '2027-06-30'];

describe('the texts in the other 13 languages (issue 20)', () => {
  it.each(PREFIXED_LOCALES)(
    '%s: every kind in at most 2 segments (UCS-2 or GSM-7), with its link in its language, even with long names',
    (locale) => {
      for (const [kind, given] of everyKind(longestNamedCentre, { locale })) {
        const text = SMS_TEXTS[kind](given);
        const reference = referenceOf(given.order.id);
        // A link may go without its 'https://' where that is what fits. A card reminder links to
        // the card application; a slot reminder short of room names the booking instead.
        if (kind === 'slot-reminder') expect(text, `${kind}: ${text}`).toContain(reference);
        else if (kind.endsWith('-expiry-reminder')) {
          expect(text, `${kind}: ${text}`).toContain(`${HOST}/${locale}/apply-cscs-card`);
        } else {
          expect(text, `${kind}: ${text}`).toContain(
            `${HOST}/${locale}/booking?reference=${reference}`,
          );
        }
        expect(text).toMatch(/^SafeSite Bookings: /);
        expect(countSmsSegments(text).segments, `${kind}: ${text}`).toBeLessThanOrEqual(2);
        // The keyword the network acts on stays STOP, after the last link.
        if (kind.endsWith('-reminder')) expect(text).toMatch(/STOP[^/]*$/);
        else expect(text).not.toContain('STOP');
        expect(text).not.toMatch(/Reply STOP|we have your payment|is confirmed\./);
      }
    },
  );

  it('keeps the confirmation and the slot reminder within 2 segments at every centre, on any day', () => {
    for (const locale of PREFIXED_LOCALES) {
      for (const centre of TEST_CENTRES) {
        for (const day of LONG_DAYS) {
          const test = order('test', {
            locale,
            confirmedDetails: { ...confirmedTest(centre), date: day },
          });
          for (const [kind, occasion] of [
            ['slot-reminder', `${day}T13:30`],
            ['slot-reminder', `${tomorrow}T13:30`],
            ['order-confirmed', ''],
            ['change-request-done', ''],
          ] as const) {
            const text = SMS_TEXTS[kind](input({ kind, occasion }, test, { kind: 'change' }));
            expect(
              countSmsSegments(text).segments,
              `${locale} ${kind}: ${text}`,
            ).toBeLessThanOrEqual(2);
          }
        }
      }
    }
  });

  it('keeps a changed slot within 2 segments in every language, at every centre, on any day', () => {
    const course = (locale: Locale, date: string) =>
      order('course-offline', {
        locale,
        confirmedDetails: {
          ...confirmedCourse,
          date,
          // The longest venue staff may type: the text falls back to its barest.
          venueAddress: 'x'.repeat(300),
        },
      });
    for (const locale of ['en', ...PREFIXED_LOCALES] as Locale[]) {
      for (const day of LONG_DAYS) {
        const orders = [
          ...TEST_CENTRES.map((centre) =>
            order('test', { locale, confirmedDetails: { ...confirmedTest(centre), date: day } }),
          ),
          course(locale, day),
          order('course-online', {
            locale,
            confirmedDetails: {
              kind: 'course-online',
              date: day,
              accessDetails: 'Go to https://learn.example.com',
              confirmedAt: new Date().toISOString(),
            },
          }),
        ];
        for (const changed of orders) {
          const text = SMS_TEXTS['order-changed'](
            input({ kind: 'order-changed', occasion: 'v1' }, changed),
          );
          expect(countSmsSegments(text).segments, `${locale}: ${text}`).toBeLessThanOrEqual(2);
          expect(text, `${locale}: ${text}`).toContain(referenceOf(changed.id));
        }
      }
    }
  });

  it('in Polish: the payment, the confirmed slot in Polish words and a 24-hour clock, the reminder', () => {
    const centre = TEST_CENTRES.find((c) => c.slug === 'peterborough')!;
    const test = order('test', {
      locale: 'pl',
      confirmedDetails: { ...confirmedTest(centre), date: '2026-12-16', time: '09:30' },
    });
    const reference = referenceOf(test.id);
    const paid = SMS_TEXTS['order-confirmation'](input({ kind: 'order-confirmation' }, test));
    expect(paid).toBe(
      // What happens next does not fit 2 segments of UCS-2 beside it: the status page says it.
      `SafeSite Bookings: Otrzymaliśmy płatność £136.50, rezerwacja ${reference}. ${HOST}/pl/booking?reference=${reference}`,
    );
    const confirmed = SMS_TEXTS['order-confirmed'](input({ kind: 'order-confirmed' }, test));
    expect(confirmed).toContain(
      'Test potwierdzony: 16 grudnia 2026, godz. 9:30, Peterborough Test Centre, PE1 5DD.',
    );
    const reminder = SMS_TEXTS['slot-reminder'](
      input({ kind: 'slot-reminder', occasion: `${tomorrow}T13:30` }, test),
    );
    expect(reminder).toMatch(
      /^SafeSite Bookings: Test CITB jutro, .+, o 13:30, Peterborough Test Centre, PE1 5DD\./,
    );
    expect(reminder).toMatch(/Rezygnacja: odpisz STOP\.$/);
    expect(countSmsSegments(reminder).segments).toBeLessThanOrEqual(2);
    const expiry = SMS_TEXTS['card-expiry-reminder'](
      input(
        { kind: 'card-expiry-reminder', occasion: '1m:2027-06-30' },
        order('card', { locale: 'pl' }),
      ),
    );
    expect(expiry).toContain('za 1 miesiąc');
    expect(expiry).toContain(`${HOST}/pl/apply-cscs-card`);
  });
});

describe('what the texts say', () => {
  it('the receipt: the amount, what was bought and what happens next', () => {
    const test = order('test');
    const text = SMS_TEXTS['order-confirmation'](input({ kind: 'order-confirmation' }, test));
    expect(text).toContain('£136.50');
    expect(text).toContain('HVACR');
    expect(text).toContain('We are booking your test now');
    expect(text).not.toMatch(/confirmed/i);
  });

  it('the confirmed slot in words: date, time, centre and postcode, arrive early', () => {
    const centre = TEST_CENTRES.find((c) => c.slug === 'peterborough')!;
    const test = order('test', {
      confirmedDetails: { ...confirmedTest(centre), date: '2026-12-16', time: '09:30' },
    });
    const text = SMS_TEXTS['order-confirmed'](input({ kind: 'order-confirmed' }, test));
    expect(text).toContain(
      'Your test is on Wednesday 16 December 2026 at 9:30am at Peterborough Test Centre, PE1 5DD.',
    );
    expect(text).toContain('Arrive 15 minutes early with photo ID.');
  });

  it('a classroom course names its venue; a card its CSCS reference', () => {
    const course = order('course-offline', {
      confirmedDetails: {
        kind: 'course-offline',
        date: '2026-12-16',
        time: '09:00',
        venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
        joiningInstructions: 'Report to reception.',
        confirmedAt: new Date().toISOString(),
      },
    });
    expect(SMS_TEXTS['order-confirmed'](input({ kind: 'order-confirmed' }, course))).toContain(
      'Your course is on Wednesday 16 December 2026 at 9:00am at Unit 4, Riverside Business Park, Leeds, LS9 0PS.',
    );
    const card = order('card', {
      confirmedDetails: {
        kind: 'card',
        applicationReference: 'CSCS-88120',
        confirmedAt: new Date().toISOString(),
      },
    });
    const cardText = SMS_TEXTS['order-confirmed'](input({ kind: 'order-confirmed' }, card));
    expect(cardText).toContain('CSCS-88120');
    expect(cardText).not.toContain('Arrive');
  });

  it('the refund states what went back', () => {
    const text = SMS_TEXTS['order-refunded'](
      input({ kind: 'order-refunded', amountPence: 3_600 }, order('test')),
    );
    expect(text).toContain('we have refunded £36.00');
  });

  it('the slot reminder: tomorrow, time, place and postcode, photo ID, 15 minutes early', () => {
    const centre = TEST_CENTRES.find((c) => c.slug === 'peterborough')!;
    const test = order('test', { confirmedDetails: confirmedTest(centre) });
    const text = SMS_TEXTS['slot-reminder'](
      input({ kind: 'slot-reminder', occasion: `${tomorrow}T13:30` }, test),
    );
    expect(text).toMatch(/your CITB test is tomorrow, \w+day \d+ \w+ \d{4} at 1:30pm at /);
    expect(text).toContain('Peterborough Test Centre, PE1 5DD');
    expect(text).toContain('Bring photo ID and arrive 15 minutes early.');
    // Sent late (after a retry past midnight), it names the day without "tomorrow".
    const late = SMS_TEXTS['slot-reminder']({
      ...input({ kind: 'slot-reminder', occasion: `${tomorrow}T13:30` }, test),
      today: tomorrow,
    });
    expect(late).toMatch(/your CITB test is on \w+day/);
  });

  it('the card expiry reminders: 6 months and 1 month ahead, with the link to renew', () => {
    const card = order('card');
    const six = SMS_TEXTS['card-expiry-reminder'](
      input({ kind: 'card-expiry-reminder', occasion: '6m:2027-06-30' }, card),
    );
    expect(six).toContain('your CSCS card runs out on Wednesday 30 June 2027, in 6 months.');
    expect(six).toContain(`${BASE}/apply-cscs-card`);
    const one = SMS_TEXTS['card-expiry-reminder'](
      input({ kind: 'card-expiry-reminder', occasion: '1m:2027-06-30' }, card),
    );
    expect(one).toContain('in 1 month.');
  });

  it('the test pass reminder counts 2 years from the test', () => {
    const text = SMS_TEXTS['test-pass-expiry-reminder'](
      input({ kind: 'test-pass-expiry-reminder', occasion: '2025-09-17' }, order('test')),
    );
    expect(text).toContain(
      'your CITB test pass from Wednesday 17 September 2025 is valid for a CSCS card until Friday 17 September 2027.',
    );
  });

  it('a changed slot: that it changed, the new slot in words, the link', () => {
    const centre = TEST_CENTRES.find((c) => c.slug === 'peterborough')!;
    const test = order('test', {
      confirmedDetails: { ...confirmedTest(centre), date: '2026-12-16', sequence: 1 },
    });
    const text = SMS_TEXTS['order-changed'](input({ kind: 'order-changed', occasion: 'v1' }, test));
    expect(text).toBe(
      `SafeSite Bookings: booking ${referenceOf(test.id)} has changed. Your test is now on Wednesday 16 December 2026 at 1:30pm at Peterborough Test Centre, PE1 5DD. Arrive 15 minutes early with photo ID. Details: ${BASE}/booking?reference=${referenceOf(test.id)}`,
    );
  });

  it('a change request: received, done (the new slot), declined', () => {
    const centre = TEST_CENTRES.find((c) => c.slug === 'peterborough')!;
    const test = order('test', {
      confirmedDetails: { ...confirmedTest(centre), date: '2026-12-16' },
    });
    const received = SMS_TEXTS['change-request-received'](
      input({ kind: 'change-request-received' }, test, { kind: 'cancel' }),
    );
    expect(received).toContain('we have your request to cancel booking');
    const done = SMS_TEXTS['change-request-done'](
      input({ kind: 'change-request-done' }, test, { kind: 'change' }),
    );
    expect(done).toContain('has been moved, as you asked.');
    expect(done).toContain('Wednesday 16 December 2026 at 1:30pm at Peterborough Test Centre');
    const declined = SMS_TEXTS['change-request-declined'](
      input({ kind: 'change-request-declined' }, test, { kind: 'change' }),
    );
    expect(declined).toContain('we could not move booking');
  });

  it('refuses to make up a text without what it needs', () => {
    const test = order('test');
    expect(() =>
      SMS_TEXTS['change-request-done'](input({ kind: 'change-request-done' }, test)),
    ).toThrow();
    expect(() =>
      SMS_TEXTS['card-expiry-reminder'](
        input({ kind: 'card-expiry-reminder', occasion: 'x' }, test),
      ),
    ).toThrow();
    expect(() =>
      SMS_TEXTS['slot-reminder'](input({ kind: 'slot-reminder', occasion: '' }, test)),
    ).toThrow();
  });
});
