import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@site/domain/i18n';
import type { OutboxRow } from '../src/email/outbox';
import { bookingStatusUrl } from '../src/email/booking-link';
import { SMS_TEXTS } from '../src/sms/sms-texts';
import type { TextedKind } from '../src/sms/sms-texts';
import { TEXT_BOUNDS, asSent, boundText, plainTypography } from '../src/sms/text-parts';
import type { OrderRow } from '../src/sms/text-parts';
import { BASE, LONG_VENUES, TODAY } from './sms-worst-cases';

/* How a text bounds what staff type, and makes typography plain (sms/text-parts.ts). */

function textOf(kind: TextedKind, order: OrderRow, occasion = ''): string {
  return SMS_TEXTS[kind]({
    order,
    row: { kind, occasion, amountPence: null } as OutboxRow,
    statusUrl: bookingStatusUrl(BASE, order.id, order.locale as Locale),
    publicBaseUrl: BASE,
    today: TODAY,
  });
}

describe('the bound on a value typed by staff', () => {
  it('leaves a value within its bound as typed, on one line', () => {
    expect(boundText('Unit 4, Riverside Business Park, Leeds, LS9 0PS', 60)).toBe(
      'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    );
    expect(boundText('  Unit 4\r\nRiverside   Park\n\nLeeds  ', 60)).toBe(
      'Unit 4, Riverside Park, Leeds',
    );
  });

  it('cuts a longer one at the end of a word with an ellipsis, keeping its postcode', () => {
    const venue = 'Unit 14, Riverside Business Park, Long Industrial Estate Road, Leeds, LS12 1AW';
    const cut = boundText(venue, TEXT_BOUNDS.venue);
    expect(cut).toBe('Unit 14, Riverside Business Park, Long Industrial…, LS12 1AW');
    expect(cut.length).toBeLessThanOrEqual(TEXT_BOUNDS.venue);
    expect(boundText(venue, TEXT_BOUNDS.shortVenue)).toBe('Unit 14…, LS12 1AW');
    expect(boundText('Riverside Business Park Long Industrial Estate', 20)).toBe(
      'Riverside Business…',
    );
  });

  it('never splits an emoji, and counts it as the two code units it costs', () => {
    const cut = boundText('🏗🏗🏗🏗🏗🏗🏗🏗🏗🏗🏗🏗', 12);
    expect(cut).toBe('🏗🏗🏗🏗🏗…');
    expect(cut.length).toBeLessThanOrEqual(12);
  });

  it('holds every venue of the worst cases to each bound', () => {
    for (const venue of Object.values(LONG_VENUES)) {
      for (const max of [TEXT_BOUNDS.venue, TEXT_BOUNDS.shortVenue, TEXT_BOUNDS.shortestVenue]) {
        const cut = boundText(venue, max);
        expect(cut.length, cut).toBeLessThanOrEqual(max);
        expect(cut, cut).toMatch(/…(, [A-Z0-9 ]+)?$/u);
      }
    }
  });

  it('leaves out a CSCS application reference longer than its bound, never cut short', () => {
    const card = (applicationReference: string) =>
      ({
        id: randomUUID(),
        kind: 'card',
        locale: 'en',
        details: { type: 'Blue Skilled Worker', applicationType: 'New Card', trait: 'standard' },
        totalPence: 5_599,
        confirmedDetails: { kind: 'card', applicationReference, confirmedAt: '' },
      }) as OrderRow;
    const atBound = `CSCS-${'7'.repeat(TEXT_BOUNDS.applicationReference - 5)}`;
    expect(textOf('order-confirmed', card(atBound))).toContain(atBound);
    const over = `${atBound}8`;
    const text = textOf('order-confirmed', card(over));
    expect(text).not.toContain('CSCS-777');
    expect(text).toContain('CSCS has accepted your card application.');
  });
});

describe('typography that would make a text UCS-2', () => {
  it('has a plain twin for curly quotes, dashes, spaces that do not break and the ellipsis', () => {
    expect(plainTypography('‘a’ “b” c–d—e f\u00a0g\u202fh…')).toBe('\'a\' "b" c-d-e f g h...');
  });

  it('is made plain only when that makes the whole text GSM-7', () => {
    expect(asSent('Meet at O’Connor’s Yard…')).toBe("Meet at O'Connor's Yard...");
    expect(asSent('Spotkanie: O’Connor’s Yard, Łódź…')).toBe('Spotkanie: O’Connor’s Yard, Łódź…');
  });
});
