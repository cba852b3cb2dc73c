import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/config/prerender';

/**
 * No server rendering at request time: every static route is rendered to HTML at build time
 * (so titles, social tags and main content are in the HTML the API sends), and the dynamic
 * routes use the SPA fallback (__spa-fallback.html). See decision 002.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDER_PATHS],
} satisfies Config;
