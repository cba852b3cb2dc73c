import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiMacroVite } from '../../scripts/lingui-macro.mjs';
import {
  DEFAULT_API_BASIC_AUTH,
  basicAuthorization,
} from '../../packages/domain/src/schemas/client-credential.ts';
import { businessIdentityFrom } from '../../packages/domain/src/schemas/business-identity.ts';

/**
 * PUBLIC_BASE_URL is baked into canonical links and og:url at build time; set it to the origin
 * the site is served from (the bench sets it to its local server).
 */
const publicBaseUrl = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * API_BASIC_AUTH is baked in too: the web client sends the credential the server was given
 * (`npm start` builds and serves with the same settings). The server refuses to serve a build
 * made with another one (apps/api/src/plugins/app/web-app.ts).
 */
const apiAuthorization = basicAuthorization(process.env.API_BASIC_AUTH || DEFAULT_API_BASIC_AUTH);

/**
 * The business's identity (COMPANY_NAME, COMPANY_NUMBER, …) is baked in too, for the footer,
 * terms and privacy notice; the server reads the same variables for its emails.
 */
// The list of settings left at their example is for the server's warning only: the pages mark
// each example in its own words, so the list stays out of every page's JavaScript.
const businessIdentity = { ...businessIdentityFrom(process.env), examples: [] };

/**
 * PAYMENT_PROVIDER too: the footer names the provider that takes the payment, and the sandbox
 * says it is a test checkout. The server refuses a build made for another provider.
 */
const paymentProvider = process.env.PAYMENT_PROVIDER === 'stripe' ? 'stripe' : 'sandbox';

export default defineConfig({
  // Lingui's macros (t, msg, <Trans>) become message ids before React Router sees the code.
  plugins: [linguiMacroVite(), reactRouter()],
  resolve: {
    // Every `import … from 'zod'` goes through app/lib/zod-jitless.ts (see there why).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('app/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __PUBLIC_BASE_URL__: JSON.stringify(publicBaseUrl),
    __API_AUTHORIZATION__: JSON.stringify(apiAuthorization),
    __PAYMENT_PROVIDER__: JSON.stringify(paymentProvider),
    __BUSINESS_IDENTITY__: JSON.stringify(businessIdentity),
  },
  build: {
    // Small CSS files are inlined into JS by default; keep them as real stylesheets.
    assetsInlineLimit: 2048,
    // The prerender (a server build, which minifies nothing by default) writes the site's CSS
    // into every page (app/styles/site-css.ts): minify it there too.
    cssMinify: 'lightningcss',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The header's behaviour, on its own: the home page, sent without React (decision
              // 032), loads this file alone; every other page loads it beside `app`.
              name: 'site-navigation',
              priority: 3,
              test: /app[\\/](components[\\/]site-navigation|i18n[\\/]language-choice|lib[\\/]path)\.|domain[\\/]src[\\/]i18n[\\/]/,
            },
            {
              // Everything every page loads, in one file: React, React Router, the shell and
              // what the shell and home page use. One file compresses better than eight small
              // ones and shortens every route's import list in the manifest (home page: 102.6
              // kB of brotli JavaScript in 11 files before, 100.7 kB in 6 after).
              name: 'app',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@lingui[\\/](core|react))[\\/]|app[\\/](i18n[\\/](link|meta|page-i18n|catalogue-areas|language-(bar|switcher|provider))|components[\\/](layout|navbar|nav-dropdown|footer|snackbar|site-logo|chunk-guard)|config[\\/](site|paths)|lib[\\/]seo)\.|domain[\\/]src[\\/](format|pricing)[\\/]|rolldown[\\/]runtime/,
            },
            {
              // The frame of every form's questions (fields, the error summary, Back, the notice
              // without scripts) and the step form with its text and select fields: ten chunks,
              // loaded together by every journey and enquiry form, in two files (issue 24,
              // decision 022). The outcome pages and the back office load a few hundred bytes
              // more than they use; every prerendered page loads less.
              name: 'form-kit',
              priority: 1,
              test: /app[\\/]components[\\/](form[\\/](field|back-button|error-summary)|needs-javascript)\./,
            },
            {
              name: 'form-steps',
              priority: 1,
              test: /app[\\/]components[\\/]form[\\/](text-field|step-form|select-field)\./,
            },
          ],
        },
      },
    },
  },
});
