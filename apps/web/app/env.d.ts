/** Origin of the public site, set at build time from PUBLIC_BASE_URL (vite.config.ts). */
declare const __PUBLIC_BASE_URL__: string;
/** The Authorization header the web client sends, from API_BASIC_AUTH at build time. */
declare const __API_AUTHORIZATION__: string;
/** PAYMENT_PROVIDER at build time ('stripe' or 'sandbox'), named in the footer (vite.config.ts). */
declare const __PAYMENT_PROVIDER__: string;
/** The business's identity, from COMPANY_NAME and the rest at build time (vite.config.ts). */
declare const __BUSINESS_IDENTITY__: unknown;
