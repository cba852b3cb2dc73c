import { escapeHtml } from '../html/escape-html';
import { referenceOf } from '../repositories/order-view';
import type { RenderedEmail } from './confirmation-email';
import { appendBlock } from './append-block';

/**
 * The booking's status page with its reference filled in (issue 19): every email and text
 * links to it. The date of birth is never in the link, so a forwarded or overheard message does
 * not open the booking.
 */
export function bookingStatusUrl(publicBaseUrl: string, orderId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/booking?reference=${referenceOf(orderId)}`;
}

/**
 * The status page's link at the end of an email about an order (issue 19). The worker adds it
 * to whatever a template renders, before the business footer, so no template can leave it out.
 */
export function withBookingLink(email: RenderedEmail, statusUrl: string): RenderedEmail {
  const line = 'See where your booking stands:';
  const url = escapeHtml(statusUrl);
  return appendBlock(email, `${line} ${statusUrl}`, `<p>${line} <a href="${url}">${url}</a></p>\n`);
}
