import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCentreBySlug } from '@site/domain/catalogue';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { LOCALES } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import { countSmsSegments } from '@site/domain/sms';
import { confirmedOf, referenceOf } from '../src/repositories/order-view';
import { langOf } from '../src/i18n';
import { TEXTED_KINDS } from '../src/email/outbox';
import type { OutboxRow } from '../src/email/outbox';
import { bookingStatusUrl } from '../src/email/booking-link';
import { SMS_TEXTS } from '../src/sms/sms-texts';
import type { SmsTextInput, TextedKind } from '../src/sms/sms-texts';
import type { OrderRow } from '../src/sms/text-parts';
import { BASE, LONG_VENUES, TODAY, TOMORROW, worstCases } from './sms-worst-cases';

/** The most segments a text may take: 306 GSM-7 septets, or 134 UCS-2 code units. */
const MAX_SEGMENTS = 2;

/** The status link without its scheme, which a text may leave out to fit. */
const linkOf = (given: SmsTextInput) => given.statusUrl.replace(/^https?:\/\//, '');

/**
 * What a slot's text names its place by, at the least: the postcode of a venue (or its first
 * word, when it has none); a test centre's town or postcode.
 */
function placeWord(order: OrderRow, details: ConfirmedDetails): RegExp {
  if (details.kind === 'test') {
    const centre = getCentreBySlug(details.centre)!;
    return new RegExp(`${centre.shortName}|${centre.postcode}`);
  }
  const venue = details.kind === 'course-offline' ? details.venueAddress : '';
  const postcode = /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.exec(venue.trim());
  return new RegExp(postcode ? postcode[0] : venue.trim().split(/\W/)[0]!.slice(0, 9));
}

const SLOT_KINDS: ReadonlySet<TextedKind> = new Set([
  'order-confirmed',
  'order-changed',
  'change-request-done',
  'slot-reminder',
]);

describe('every text, in every language, fits 2 segments with every value at its longest', () => {
  const cases = [...TEXTED_KINDS].flatMap((kind) =>
    LOCALES.map((locale) => [kind as TextedKind, locale] as const),
  );

  it.each(cases)('%s in %s', (kind, locale) => {
    for (const { label, given } of worstCases(kind, locale)) {
      const text = SMS_TEXTS[kind](given);
      const about = `${label}: ${text}`;
      expect(countSmsSegments(text).segments, about).toBeLessThanOrEqual(MAX_SEGMENTS);
      expect(text, about).toMatch(/^SafeSite Bookings: /);
      if (kind === 'card-expiry-reminder' || kind === 'test-pass-expiry-reminder') {
        // The way to act on it: the card application in the text's language.
        expect(text, about).toContain(
          `${BASE.replace('https://', '')}${langOf(locale).path('/apply-cscs-card')}`,
        );
      } else if (kind === 'slot-reminder') {
        expect(text, about).toContain(referenceOf(given.order.id));
      } else {
        expect(text, about).toContain(linkOf(given));
      }
      if (kind.endsWith('-reminder')) expect(text, about).toMatch(/STOP[^/]*$/);
      const details = confirmedOf(given.order.confirmedDetails);
      if (
        SLOT_KINDS.has(kind) &&
        (details?.kind === 'test' || details?.kind === 'course-offline')
      ) {
        // However short, a slot's text still says when, and where in one of the place's forms.
        expect(text, about).toContain(langOf(locale).time(details.time));
        expect(text, about).toMatch(placeWord(given.order, details));
      }
    }
  });
});

/** A confirmed classroom course of `locale` at `venueAddress`, as staff typed it. */
function courseAt(venueAddress: string, locale: Locale = 'en') {
  return {
    id: randomUUID(),
    kind: 'course-offline',
    locale,
    details: { type: 'Offline', name: 'Level 1 Award in Health and Safety', date: TOMORROW },
    totalPence: 13_900,
    refundedPence: null,
    remindersOffAt: null,
    confirmedDetails: {
      kind: 'course-offline',
      date: TOMORROW,
      time: '09:00',
      venueAddress,
      joiningInstructions: 'Report to reception.',
      confirmedAt: new Date().toISOString(),
    },
  } as OrderRow;
}

function textOf(kind: TextedKind, order: OrderRow, occasion = ''): string {
  return SMS_TEXTS[kind]({
    order,
    row: { kind, occasion, amountPence: null } as OutboxRow,
    statusUrl: bookingStatusUrl(BASE, order.id, order.locale as Locale),
    publicBaseUrl: BASE,
    changeRequest: { id: randomUUID(), orderId: order.id, kind: 'change' } as never,
    today: TODAY,
  });
}

describe('a venue staff typed with a curly apostrophe', () => {
  const venue = 'O’Connor’s Yard – Unit 4, Riverside Park, Leeds, LS9 0PS';

  it('goes as GSM-7 within 2 segments, its typography made plain and its words kept', () => {
    const order = courseAt(venue);
    for (const [kind, occasion] of [
      ['order-confirmed', ''],
      ['change-request-done', ''],
      ['slot-reminder', `${TOMORROW}T09:00`],
    ] as const) {
      const text = textOf(kind, order, occasion);
      expect(countSmsSegments(text), `${kind}: ${text}`).toMatchObject({ encoding: 'GSM-7' });
      expect(countSmsSegments(text).segments).toBeLessThanOrEqual(MAX_SEGMENTS);
      expect(text).toContain("O'Connor's Yard - Unit 4, Riverside Park, Leeds, LS9 0PS");
    }
  });

  it('stays within 2 segments at the form’s limit of 300 characters, in every language', () => {
    for (const locale of LOCALES) {
      const text = textOf(
        'order-confirmed',
        courseAt(LONG_VENUES['curly quotes and dashes'], locale),
      );
      expect(countSmsSegments(text).segments, `${locale}: ${text}`).toBeLessThanOrEqual(
        MAX_SEGMENTS,
      );
      expect(text).toContain('LS12 1AW');
    }
  });

  it('keeps its curly apostrophe where the text is UCS-2 anyway (Russian)', () => {
    const text = textOf('order-confirmed', courseAt(venue, 'ru'));
    expect(countSmsSegments(text).encoding).toBe('UCS-2');
    expect(text).toContain('O’Connor’s');
  });
});
