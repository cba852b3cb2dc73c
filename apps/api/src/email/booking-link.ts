import { msg } from '@lingui/core/macro';
import { DEFAULT_LOCALE, localizePath } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import { escapeHtml } from '../html/escape-html';
import { ENGLISH } from '../i18n';
import type { Lang } from '../i18n';
import { referenceOf } from '../repositories/order-view';
import type { RenderedEmail } from './confirmation-email';
import { appendBlock } from './append-block';

/**
 * The booking's status page with its reference filled in (issue 19), in the order's language
 * (issue 20: '/pl/booking?reference=…'): every email and text links to it. The date of birth is
 * never in the link, so a forwarded or overheard message does not open the booking.
 */
export function bookingStatusUrl(
  publicBaseUrl: string,
  orderId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${localizePath('/booking', locale)}?reference=${referenceOf(orderId)}`;
}

/**
 * The status page's link at the end of an email about an order (issue 19). The worker adds it
 * to whatever a template renders, before the business footer, so no template can leave it out.
 */
export function withBookingLink(
  email: RenderedEmail,
  statusUrl: string,
  lang: Lang = ENGLISH,
): RenderedEmail {
  const line = lang.t(msg`See where your booking stands:`);
  const url = escapeHtml(statusUrl);
  return appendBlock(
    email,
    `${line} ${statusUrl}`,
    `<p>${escapeHtml(line)} <a href="${url}">${url}</a></p>\n`,
  );
}
