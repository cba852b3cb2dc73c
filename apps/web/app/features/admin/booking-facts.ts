import { getCardByKey, getCardByName, getCentreById, getTestType } from '@site/domain/catalogue';
import { formatDateTimeInWords, formatLongDate, formatTime } from '@site/domain/format';
import { PHOTO_ID_DOCUMENT_NAMES } from '@site/domain/fulfilment';
import type { OrderDetail } from '@site/domain/schemas';

/**
 * What was booked, in words staff read out on the phone: the catalogue's names for the test,
 * centre and card, and dates such as 'Tuesday 15 December 2026, 9:30am'; never a slug, a key or
 * an ISO date.
 */
export type Fact = [label: string, value: string];

const APPLICATION_NAMES: Record<string, string> = {
  'New Card': 'New card',
  'Renew Card': 'Renewal',
  'Lost/Stolen Card': 'Replacement (lost or stolen)',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const day = (value: unknown): string => (text(value) ? formatLongDate(text(value)) : '');
const time = (value: unknown): string => {
  try {
    return text(value) ? formatTime(text(value)) : '';
  } catch {
    return text(value);
  }
};

type FactsOf = Pick<OrderDetail, 'kind' | 'booking' | 'card'> &
  Partial<Pick<OrderDetail, 'photoId'>>;

/** The ID the candidate said they will bring (issue 21 point 3): staff check the name on it. */
function photoIdFacts(photoId: OrderDetail['photoId'] | undefined): Fact[] {
  return [
    ['Photo ID they will bring', photoId ? PHOTO_ID_DOCUMENT_NAMES[photoId.document] : ''],
    ['Photo ID valid until', photoId ? day(photoId.expiresOn) : ''],
  ];
}

function testFacts(booking: Record<string, unknown>): Fact[] {
  const testType = getTestType(text(booking.testType));
  const centre = typeof booking.location === 'number' ? getCentreById(booking.location) : undefined;
  return [
    ['Test', testType?.name ?? text(booking.testTypeName)],
    ['Test centre', centre?.name ?? text(booking.centreName)],
    ['Date asked for', day(booking.date)],
    ['Second choice of date', day(booking.alternateDate)],
    ['Time asked for', time(booking.testTime)],
    ['Language', text(booking.language)],
    ['Retake', booking.retake === true ? 'Yes' : 'No'],
  ];
}

function courseFacts(booking: Record<string, unknown>, online: boolean): Fact[] {
  return [
    ['Course', text(booking.name)],
    ['How', online ? 'Online' : 'In a classroom'],
    [online ? 'Start date' : 'Date and time', online ? day(booking.date) : when(booking.date)],
    ...(online
      ? []
      : ([
          ['Venue', text(booking.locationName)],
          ['Venue address', text(booking.locationAddress)],
        ] as Fact[])),
  ];
}

function when(value: unknown): string {
  const given = text(value);
  return given && !Number.isNaN(new Date(given).getTime()) ? formatDateTimeInWords(given) : '';
}

function cardFacts(
  card: NonNullable<OrderDetail['card']>,
  booking: OrderDetail['booking'],
): Fact[] {
  const type = getCardByName(card.type) ?? getCardByKey(card.type);
  // What the applicant said "yes" to before paying (issue 21): the keys of catalogue/requirements.
  const confirmed = Array.isArray(booking.requirements) ? booking.requirements.map(text) : [];
  return [
    ['Card', type?.title ?? card.type],
    ['Application', APPLICATION_NAMES[card.applicationType] ?? card.applicationType],
    ['Trade or occupation', card.trait],
    ['Confirmed having', confirmed.length ? confirmed.join(', ') : 'Nothing asked'],
  ];
}

export function bookingFacts(order: FactsOf): Fact[] {
  if (order.kind === 'test') return [...testFacts(order.booking), ...photoIdFacts(order.photoId)];
  if (order.kind === 'card' && order.card) return cardFacts(order.card, order.booking);
  if (order.kind === 'course-online') return courseFacts(order.booking, true);
  if (order.kind === 'course-offline') return courseFacts(order.booking, false);
  return [];
}
