import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { businessIdentityFrom } from '@site/domain/schemas';
import type { BusinessIdentity } from '@site/domain/schemas';

/** Facts about the site itself, shown in the shell and in page metadata. */
export const SITE_NAME = 'SafeSite Bookings';
export const SUPPORT_EMAIL = 'support@safesite-bookings.co.uk';
/** The card payment provider of the live site, named by the terms and the privacy policy. */
export const PAYMENT_PROVIDER_NAME = 'Stripe';

/**
 * The payment provider this build was made for: PAYMENT_PROVIDER at build time (vite.config.ts),
 * the same setting the server takes payments with (`npm start` builds and serves with it; a
 * server given another refuses to start, apps/api/src/plugins/app/web-build-payments.ts).
 */
export const PAYMENT_PROVIDER: 'stripe' | 'sandbox' =
  typeof __PAYMENT_PROVIDER__ === 'string' && __PAYMENT_PROVIDER__ === 'stripe'
    ? 'stripe'
    : 'sandbox';

/**
 * Where people pay, as whole sentences in the page's language: the footer, the trust statement
 * on the check pages, and the test checkout's introduction.
 */
export const PAYMENT_MESSAGES: Record<'footer' | 'payPage' | 'handledBy', MessageDescriptor> =
  PAYMENT_PROVIDER === 'stripe'
    ? {
        footer: msg`Payments powered by Stripe.`,
        payPage: msg`You pay on a secure page run by our card payment provider, Stripe. We never see or keep your card number.`,
        handledBy: msg`Payment is handled by Stripe; your booking is confirmed once the payment goes through.`,
      }
    : {
        footer: msg`This is a test checkout: no real money is taken.`,
        payPage: msg`You pay on our test checkout page, where no real money is taken. We never see or keep your card number.`,
        handledBy: msg`Payment is handled by our test checkout, where no real money is taken; your booking is confirmed once the payment goes through.`,
      };

/** Origin baked in at build time (vite.config.ts); tests and tools fall back to localhost. */
export const PUBLIC_BASE_URL: string =
  typeof __PUBLIC_BASE_URL__ === 'string' ? __PUBLIC_BASE_URL__ : 'http://localhost:3000';

export const OG_IMAGE_PATH = '/og-image.jpg';

/**
 * Who runs the site: company name and number, registered office, VAT and ICO numbers and phone,
 * baked in at build time (vite.config.ts); the examples, marked as such, when not set.
 */
export const BUSINESS: BusinessIdentity =
  typeof __BUSINESS_IDENTITY__ === 'object' && __BUSINESS_IDENTITY__ !== null
    ? (__BUSINESS_IDENTITY__ as BusinessIdentity)
    : businessIdentityFrom({});

/**
 * Where a customer can book or apply direct, named wherever the site says they can: CITB's page
 * on the HS&E test and how to book it, and CSCS's page on applying for a card (issue 21 point 6),
 * rather than their home pages.
 */
export const CITB_URL = 'https://www.citb.co.uk/courses-and-qualifications/hs-e-test-and-cards/';
export const CSCS_URL = 'https://www.cscs.uk.com/applying-for-cards/';
