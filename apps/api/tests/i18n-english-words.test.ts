import { describe, expect, it } from 'vitest';
import {
  bookingCalendar,
  confirmedWords,
  requestCostWords,
  whatToBring,
} from '@site/domain/fulfilment';
import type { ConfirmedDetails, OrderKind } from '@site/domain/fulfilment';
import { businessIdentityFrom, businessIdentityLines } from '@site/domain/schemas';
import { ENGLISH, langOf } from '../src/i18n';
import {
  arriveEarlyWords,
  bookingCalendarIn,
  bringIdWords,
  businessIdentityLinesIn,
  confirmedWordsIn,
  describeOrderIn,
  requestCostWordsIn,
} from '../src/i18n/order-words';
import { describeOrder } from '../src/repositories/order-view';

/*
 * The API says in the order's language what the domain says in English (issue 20). In English
 * it must say it word for word as the domain does, which the pages and the tests know: these
 * hold the two together, so a change of wording in one is made in the other.
 */

const CONFIRMED: ConfirmedDetails[] = [
  {
    kind: 'test',
    date: '2026-12-16',
    time: '12:00',
    centre: 'leeds',
    centreName: 'Leeds Test Centre',
    centreAddress: 'Gallery House, 123-131 The Headrow, Leeds, LS1 5RD',
    bookingReference: 'PV-4471920',
    confirmedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    kind: 'test',
    date: '2026-12-16',
    time: '00:10',
    centre: 'leeds',
    centreName: 'Leeds Test Centre',
    centreAddress: 'Gallery House, Leeds, LS1 5RD',
    confirmedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    kind: 'course-offline',
    date: '2026-12-16',
    time: '09:00',
    venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    joiningInstructions: 'Report to reception.',
    confirmedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    kind: 'course-online',
    date: '2026-12-16',
    accessDetails: 'https://learn.example.com',
    confirmedAt: '2026-11-20T10:00:00.000Z',
  },
  { kind: 'card', applicationReference: 'CSCS-88120', confirmedAt: '2026-11-20T10:00:00.000Z' },
];

const ORDERS: { kind: OrderKind; details: unknown }[] = [
  {
    kind: 'test',
    details: { testType: 'hvacr-refrigeration-and-air-conditioning', location: 1 },
  },
  { kind: 'card', details: { type: 'Green Labourer', applicationType: 'Lost/Stolen Card' } },
  { kind: 'card', details: { type: 'Blue Skilled Worker', applicationType: 'Renew Card' } },
  { kind: 'course-online', details: { type: 'Online', name: 'Level 1 Award' } },
  { kind: 'course-offline', details: { type: 'Offline', name: 'Level 1 Award in Health' } },
];

describe("the API's English is the domain's, word for word", () => {
  it('the confirmed booking, what to bring and when to arrive', () => {
    for (const details of CONFIRMED) {
      expect(confirmedWordsIn(ENGLISH, details, 'Amy Jones')).toEqual(
        confirmedWords(details, 'Amy Jones'),
      );
    }
    const [bringId, , arrive] = whatToBring('test', 'Amy Jones', '09:30');
    expect(bringIdWords(ENGLISH, 'Amy Jones')).toBe(bringId);
    expect(arriveEarlyWords(ENGLISH, '09:30')).toBe(arrive);
  });

  it('what was bought, and the calendar file', () => {
    for (const order of ORDERS) {
      expect(describeOrderIn(ENGLISH, order)).toBe(describeOrder(order as never));
    }
    for (const details of CONFIRMED) {
      const order = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', ...ORDERS[0]! };
      expect(bookingCalendarIn(ENGLISH, details, order, 'Amy Jones')).toBe(
        bookingCalendar(
          details,
          { id: order.id, description: describeOrder(order as never) },
          'Amy Jones',
        ),
      );
    }
  });

  it('what a late or free request costs', () => {
    for (const orderKind of ['test', 'card', 'course-online', 'course-offline'] as const) {
      for (const requestKind of ['change', 'cancel'] as const) {
        for (const terms of [
          { late: false, freeUntil: null },
          { late: false, freeUntil: '2026-12-10' },
          { late: true, freeUntil: '2026-12-10' },
        ]) {
          expect(requestCostWordsIn(ENGLISH, orderKind, requestKind, terms)).toBe(
            requestCostWords(orderKind, requestKind, terms),
          );
        }
      }
    }
  });

  it("the business's footer", () => {
    for (const identity of [
      businessIdentityFrom({}),
      businessIdentityFrom({ COMPANY_NAME: 'A & B Ltd', VAT_NUMBER: 'GB1' }),
    ]) {
      expect(businessIdentityLinesIn(ENGLISH, identity)).toEqual(businessIdentityLines(identity));
    }
  });
});

describe('in another language', () => {
  it('keeps proper names and the 24-hour clock, and writes its own date words', () => {
    const polish = langOf('pl');
    const words = confirmedWordsIn(polish, CONFIRMED[0]!, 'Amy Jones');
    expect(words.headline).toBe(
      'Twój test: środa, 16 grudnia 2026, godz. 12:00, Leeds Test Centre, Gallery House, 123-131 The Headrow, Leeds, LS1 5RD.',
    );
    expect(words.lines).toContain('Przyjdź 15 minut wcześniej, najpóźniej o 11:45.');
    expect(describeOrderIn(polish, ORDERS[1]!)).toBe(
      'Karta CSCS Green Labourer: Karta zgubiona lub skradziona',
    );
    // An unknown or missing language is English.
    expect(langOf('xx')).toBe(ENGLISH);
    expect(langOf(undefined)).toBe(ENGLISH);
  });
});
