import { getCentreById } from '@site/domain/catalogue';
import { countSmsSegments } from '@site/domain/sms';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import type { changeRequests, orders } from '../db/schema';
import type { EmailKind, OutboxRow } from '../email/outbox';
import type { CourseDetails, TestDetails } from '../repositories/order-view';

/* What every text, in every language, is built from (sms-texts.ts, short-texts.ts). */

export type OrderRow = typeof orders.$inferSelect;
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/**
 * What a text is built from; the customer's name is left out, so English texts stay GSM-7. Its
 * language is the order's (`order.locale`), and `statusUrl` is the status page in it.
 */
export interface SmsTextInput {
  order: OrderRow;
  row: OutboxRow;
  /** The booking's status page (bookingStatusUrl): every text links to it. */
  statusUrl: string;
  publicBaseUrl: string;
  /** The request a change-request-* text answers (the row's occasion). */
  changeRequest?: ChangeRequestRow | null;
  /** London's today, 'YYYY-MM-DD': a reminder says "tomorrow" only when it is. */
  today?: string;
}

export type SmsRenderer = (input: SmsTextInput) => string;

export type TextedKind = Extract<
  EmailKind,
  | 'order-confirmation'
  | 'order-confirmed'
  | 'order-changed'
  | 'order-cancelled'
  | 'order-refunded'
  | 'change-request-received'
  | 'change-request-done'
  | 'change-request-declined'
  | 'slot-reminder'
  | 'card-expiry-reminder'
  | 'test-pass-expiry-reminder'
>;

/** Who a text is from: it begins every one, in every language. */
export const FROM = 'SafeSite Bookings';

export const sentences = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' ');

/**
 * The most parts a changed slot's text may take, in any language: it follows a confirmation
 * the customer already has, so it says what changed and links to the rest.
 */
export const CHANGED_MAX_PARTS = 2;

/** The first version that fits `maxParts` parts, or the barest (the tests hold every one to it). */
export function firstFitting(
  maxParts: number,
  ...versions: (string | false | null | undefined)[][]
): string {
  const texts = versions.map((parts) => sentences(...parts));
  return texts.find((text) => countSmsSegments(text).segments <= maxParts) ?? texts.at(-1)!;
}

/** The last part of an address written "…, Town, LS12 1AW": its postcode. */
const lastPart = (address: string) => address.split(',').pop()!.trim();

/** Where a test or classroom course takes place, in few words: the centre or venue, postcode. */
export function placeOf(order: OrderRow, details: ConfirmedDetails | null): string | undefined {
  if (details?.kind === 'test') return `${details.centreName}, ${lastPart(details.centreAddress)}`;
  if (details?.kind === 'course-offline') return details.venueAddress;
  if (order.kind === 'test') {
    const centre = getCentreById((order.details as TestDetails).location);
    return centre ? `${centre.name}, ${centre.postcode}` : undefined;
  }
  const course = order.details as CourseDetails;
  return course.locationAddress ?? course.locationName;
}

export function needRequest(input: SmsTextInput): ChangeRequestRow {
  if (!input.changeRequest) throw new Error('No change request for this text');
  return input.changeRequest;
}
