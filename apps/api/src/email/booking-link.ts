import { referenceOf } from '../repositories/order-view';

/**
 * The booking's status page with its reference filled in (issue 19): every email and text
 * links to it. The date of birth is never in the link, so a forwarded or overheard message does
 * not open the booking.
 */
export function bookingStatusUrl(publicBaseUrl: string, orderId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/booking?reference=${referenceOf(orderId)}`;
}
