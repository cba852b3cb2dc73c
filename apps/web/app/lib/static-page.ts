/**
 * Build time only (entry.server.tsx): sends the home page, in every language, without React
 * (decision 032). It is a page of links: React and React Router (about 95 kB of brotli) would
 * run only to hand its links to the router, and issue 3 gives the home page 100 kB of
 * JavaScript. Its prerendered HTML keeps everything it shows; React Router's scripts and
 * preloads go, and one module, started after the first paint as every page's scripts are,
 * attaches the header's behaviour
 * (components/site-navigation.ts: the phone menu, the dropdowns, the language links and offer).
 * Its links load the next page's prerendered HTML, which starts React as every page does.
 */

import { STATIC_PAGE_ATTRIBUTE } from '../components/site-navigation';
import { PRELOAD, isSpaFallback } from './boot-after-paint';
import { normalizePath } from './path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** The chunk of components/site-navigation.ts (its own group in vite.config.ts). */
const NAVIGATION_CHUNK = /\/assets\/site-navigation-[\w-]+\.js$/;

/** React Router's own: its context and loader data, its module script, its scroll restoration. */
function isRouterScript(attributes: string, body: string): boolean {
  return (
    attributes.includes('type="module"') ||
    body.includes('__reactRouterContext') ||
    body.includes('react-router-scroll-positions')
  );
}

/** The home page in any language: '/', '/pl', '/pl/'. */
export function isStaticPage(pathname: string): boolean {
  return normalizePath(pathname) === '/';
}

/**
 * Rewrites one prerendered page to run without React. The SPA fallback (rendered for '/' but
 * served for every dynamic route) and a page whose header chunk is not found are left as they
 * are.
 */
export function sendWithoutReact(html: string): string {
  if (isSpaFallback(html)) return html;
  const navigation = [...html.matchAll(PRELOAD)]
    .map((match) => match[1] as string)
    .find((href) => NAVIGATION_CHUNK.test(href));
  if (!navigation) return html;
  // In React Router's own shape (one preload, one module script), so that the same loader
  // starts it after the first paint (lib/boot-after-paint.ts, decision 016).
  return html
    .replace(/<html\b([^>]*)>/, `<html$1 ${STATIC_PAGE_ATTRIBUTE}="">`)
    .replace(PRELOAD, (whole, href: string) => (href === navigation ? whole : ''))
    .replace(SCRIPT, (whole, attributes: string, body: string) =>
      isRouterScript(attributes, body) ? '' : whole,
    )
    .replace('</body>', `<script type="module" async="">import "${navigation}";</script></body>`);
}
