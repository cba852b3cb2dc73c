/** Origin of the public site, set at build time from PUBLIC_BASE_URL (vite.config.ts). */
declare const __PUBLIC_BASE_URL__: string;
