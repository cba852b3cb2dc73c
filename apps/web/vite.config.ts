import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * PUBLIC_BASE_URL is baked into canonical links and og:url at build time; set it to the origin
 * the site is served from (the bench sets it to its local server).
 */
const publicBaseUrl = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __PUBLIC_BASE_URL__: JSON.stringify(publicBaseUrl),
  },
  build: {
    // Small CSS files are inlined into JS by default; keep them as real stylesheets.
    assetsInlineLimit: 2048,
  },
});
