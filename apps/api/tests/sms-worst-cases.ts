import { randomUUID } from 'node:crypto';
import { CARD_TYPES, TEST_CENTRES, TEST_TYPES } from '@site/domain/catalogue';
import { STEP_FIELD_LIMITS } from '@site/domain/fulfilment';
import { formatLongDate } from '@site/domain/format';
import type { Locale } from '@site/domain/i18n';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import type { changeRequests, orders } from '../src/db/schema';
import { bookingStatusUrl } from '../src/email/booking-link';
import type { OutboxRow } from '../src/email/outbox';
import { langOf } from '../src/i18n';
import type { SmsTextInput, TextedKind } from '../src/sms/sms-texts';

/*
 * Every text kind with the longest value each of its placeholders can hold: the longest test
 * centre names, test type, card name and course name of the catalogue; each language's longest
 * date and time; the largest amount; and what staff may type at the most the back office takes
 * (STEP_FIELD_LIMITS), in the characters that cost the most: curly quotes, Polish letters, an
 * emoji, GSM-7's two-septet characters, line breaks.
 */

type OrderRow = typeof orders.$inferSelect;
type ChangeRequestRow = typeof changeRequests.$inferSelect;

export const BASE = 'https://safesite-bookings.co.uk';
export const TODAY = todayInLondon();
export const TOMORROW = addDays(TODAY, 1);

/** The largest amount a text names: more than any price in the catalogue. */
export const LARGEST_PENCE = 999_999;

const longest = <T>(items: readonly T[], length: (item: T) => number): T =>
  items.reduce((best, item) => (length(item) > length(best) ? item : best));

/** The centre with the longest name and postcode, and the one with the longest town. */
export const LONG_CENTRES = [
  longest(TEST_CENTRES, (c) => `${c.name}, ${c.postcode}`.length),
  longest(TEST_CENTRES, (c) => `${c.shortName}, ${c.postcode}`.length),
];

const VENUE_MAX = STEP_FIELD_LIMITS.venueAddress;

/** Staff's text at the field's limit: `phrase` repeated, then `end`. */
const atLimit = (phrase: string, end: string, max = VENUE_MAX) =>
  phrase.repeat(Math.ceil(max / phrase.length)).slice(0, max - end.length) + end;

/** Venues as staff may type them, each at the form's limit of 300 characters. */
export const LONG_VENUES = {
  'curly quotes and dashes': atLimit(
    'Unit 14’s Yard – Block C, “Riverside” Business Park… Gate 2, ',
    ', LS12 1AW',
  ),
  'Polish letters': atLimit('Łódź Hall, Żółta Brama 7, Świętokrzyska Street, ', ', LS12 1AW'),
  'an emoji': atLimit('🏗 Site Office 3, Hardhat Lane, ', ', LS12 1AW'),
  'two-septet characters': atLimit('[Gate 3] {rear} Yard | Hall ~ €5 parking, ', ', LS12 1AW'),
  'line breaks, no postcode': atLimit('Riverside Training Centre\r\nRiverside Way\n', '\nLeeds'),
  'one word': atLimit('Riverside', ''),
} as const;

/** CSCS application references as staff may type them: at the form's limit, and at the text's. */
export const LONG_REFERENCES = {
  'at the form limit': `CSCS-${'A'.repeat(STEP_FIELD_LIMITS.reference - 5)}`,
  'at the text bound': `CSCS-${'7'.repeat(25)}`,
  'at the text bound, not GSM-7': `CSCS-Ł${'7'.repeat(24)}`,
};

/**
 * The days a language writes longest in each form a text may use: in words with the weekday,
 * without it, in digits (a two-digit day and month); and a test day whose date and the date 2
 * years later are longest.
 */
function longestDays(locale: Locale): { days: string[]; pass: string } {
  const lang = langOf(locale);
  const words = lang.dateWords;
  const pattern = words?.pattern.replace(/\{weekday\}[,\s]*|[,\s]*\{weekday\}/, '');
  const withoutWeekday = (d: string) =>
    words && pattern ? formatLongDate(d, { ...words, pattern }) : lang.date(d).replace(/^\S+ /, '');
  const ahead = Array.from({ length: 800 }, (_, i) => addDays(TODAY, i + 2));
  const forms = [lang.date, withoutWeekday];
  return {
    days: [
      ...new Set([
        ...forms.map((form) => longest(ahead, (d) => form(d).length)),
        ahead.find((d) => Number(d.slice(5, 7)) >= 10 && Number(d.slice(8)) >= 10)!,
      ]),
    ],
    pass: longest(
      ahead.map((d) => addMonths(d, -24)),
      (d) => Math.max(...forms.map((form) => form(d).length + form(addMonths(d, 24)).length)),
    ),
  };
}

/** A language's longest time of day. */
function longestTime(locale: Locale): string {
  const lang = langOf(locale);
  const times = Array.from({ length: 24 * 60 }, (_, m) =>
    [Math.floor(m / 60), m % 60].map((n) => String(n).padStart(2, '0')).join(':'),
  );
  return longest(times, (t) => lang.time(t).length);
}

const longestTestType = longest(TEST_TYPES, (t) => t.name.length);
const longestCard = longest(CARD_TYPES, (c) => c.name.length);

function orderOf(kind: OrderRow['kind'], locale: Locale, overrides: Partial<OrderRow> = {}) {
  const details: Record<OrderRow['kind'], unknown> = {
    test: {
      location: LONG_CENTRES[0]!.id,
      date: TOMORROW,
      alternateDate: addDays(TODAY, 9),
      testTime: '09:30',
      testType: longestTestType.key,
      retake: false,
      language: 'English',
    },
    card: { type: longestCard.name, applicationType: 'Lost/Stolen Card', trait: 'standard' },
    'course-offline': {
      type: 'Offline',
      name: 'Level 1 Award in Health and Safety',
      date: `${TOMORROW}T09:00:00.000Z`,
      locationName: 'Birmingham City Centre',
      locationAddress: LONG_VENUES['curly quotes and dashes'],
    },
    'course-online': { type: 'Online', name: 'Level 1 Award', date: addDays(TODAY, 20) },
  };
  return {
    id: randomUUID(),
    kind,
    locale,
    details: details[kind],
    totalPence: LARGEST_PENCE,
    refundedPence: null,
    confirmedDetails: null,
    remindersOffAt: null,
    ...overrides,
  } as OrderRow;
}

function input(
  kind: TextedKind,
  order: OrderRow,
  { occasion = '', amountPence = null as number | null, request = '' } = {},
): SmsTextInput {
  return {
    order,
    row: { kind, occasion, amountPence } as OutboxRow,
    statusUrl: bookingStatusUrl(BASE, order.id, order.locale as Locale),
    publicBaseUrl: BASE,
    changeRequest: request
      ? ({ id: randomUUID(), orderId: order.id, kind: request } as ChangeRequestRow)
      : null,
    today: TODAY,
  };
}

export interface WorstCase {
  /** What makes this case long, for a failing test's message. */
  label: string;
  given: SmsTextInput;
}

/** Every case of `kind` in `locale` with its values at their longest. */
export function worstCases(kind: TextedKind, locale: Locale): WorstCase[] {
  const { days, pass } = longestDays(locale);
  const [day = TOMORROW] = days;
  const time = longestTime(locale);
  const tests = LONG_CENTRES.flatMap((centre) =>
    [TOMORROW, ...days].map((date) => ({
      label: `test at ${centre.name} on ${date} at ${time}`,
      details: {
        kind: 'test',
        date,
        time,
        centre: centre.slug,
        centreName: centre.name,
        centreAddress: [...centre.address, centre.postcode].join(', '),
        bookingReference: 'X'.repeat(STEP_FIELD_LIMITS.bookingReference),
        confirmedAt: new Date().toISOString(),
      },
    })),
  );
  const courses = Object.entries(LONG_VENUES).flatMap(([what, venueAddress]) =>
    [TOMORROW, ...days].map((date) => ({
      label: `course at a venue with ${what} on ${date} at ${time}`,
      details: {
        kind: 'course-offline',
        date,
        time,
        venueAddress,
        joiningInstructions: 'x'.repeat(STEP_FIELD_LIMITS.joiningInstructions),
        confirmedAt: new Date().toISOString(),
      },
    })),
  );
  const online = days.map((date) => ({
    label: `online course, assessment on ${date}`,
    details: {
      kind: 'course-online',
      date,
      accessDetails: 'x'.repeat(STEP_FIELD_LIMITS.accessDetails),
      confirmedAt: new Date().toISOString(),
    },
  }));
  const cards = Object.entries(LONG_REFERENCES).map(([what, applicationReference]) => ({
    label: `card, reference ${what}`,
    details: { kind: 'card', applicationReference, confirmedAt: new Date().toISOString() },
  }));
  type Confirmation = { label: string; details: { kind: string; date?: string; time?: string } };
  const confirmed = (orderKind: OrderRow['kind'], list: Confirmation[]) =>
    list.map(({ label, details }) => ({
      label,
      details,
      order: orderOf(orderKind, locale, { confirmedDetails: details }),
    }));
  const slots = [...confirmed('test', tests), ...confirmed('course-offline', courses)];
  const kinds = ['test', 'card', 'course-offline', 'course-online'] as const;
  switch (kind) {
    case 'order-confirmation':
    case 'order-cancelled':
      return kinds.map((k) => ({ label: k, given: input(kind, orderOf(k, locale)) }));
    case 'order-confirmed':
    case 'order-changed':
      return [
        ...slots,
        ...confirmed('course-online', online),
        ...confirmed('card', cards),
        { label: 'not yet confirmed', order: orderOf('test', locale) },
      ].map(({ label, order }) => ({ label, given: input(kind, order) }));
    case 'order-refunded':
      return [
        {
          label: `refund of ${LARGEST_PENCE} pence`,
          given: input(kind, orderOf('test', locale), { amountPence: LARGEST_PENCE }),
        },
      ];
    case 'change-request-received':
    case 'change-request-declined':
      return ['cancel', 'change'].map((request) => ({
        label: request,
        given: input(kind, orderOf('test', locale), { request }),
      }));
    case 'change-request-done':
      return [
        { label: 'cancelled', given: input(kind, orderOf('test', locale), { request: 'cancel' }) },
        {
          label: 'moved, new slot not yet known',
          given: input(kind, orderOf('test', locale), { request: 'change' }),
        },
        ...[...slots, ...confirmed('course-online', online)].map(({ label, order }) => ({
          label: `moved: ${label}`,
          given: input(kind, order, { request: 'change' }),
        })),
      ];
    case 'slot-reminder':
      return [
        ...slots.map(({ label, order, details }) => ({
          label,
          given: input(kind, order, { occasion: `${details.date}T${details.time}` }),
        })),
        {
          label: 'course at its booked location, not yet confirmed',
          given: input(kind, orderOf('course-offline', locale), {
            occasion: `${day}T${time}`,
          }),
        },
      ];
    case 'card-expiry-reminder':
      return ['6m', '1m'].flatMap((ahead) =>
        days.map((expires) => ({
          label: `${ahead} before ${expires}`,
          given: input(kind, orderOf('card', locale), { occasion: `${ahead}:${expires}` }),
        })),
      );
    case 'test-pass-expiry-reminder':
      return [
        {
          label: `test passed on ${pass}`,
          given: input(kind, orderOf('test', locale), { occasion: pass }),
        },
      ];
  }
}
