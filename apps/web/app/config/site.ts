/** Facts about the site itself, shown in the shell and in page metadata. */
export const SITE_NAME = 'SafeSite Bookings';
export const SUPPORT_EMAIL = 'support@safesite-bookings.co.uk';
/** The card payment provider named in the footer (spec §1; issue 5 brings Stripe Checkout). */
export const PAYMENT_PROVIDER_NAME = 'Stripe';

/** Origin baked in at build time (vite.config.ts); tests and tools fall back to localhost. */
export const PUBLIC_BASE_URL: string =
  typeof __PUBLIC_BASE_URL__ === 'string' ? __PUBLIC_BASE_URL__ : 'http://localhost:3000';

export const OG_IMAGE_PATH = '/og-image.jpg';
