/**
 * Build time only (entry.server.tsx): makes a prerendered page fetch its scripts after its
 * first paint, not while the browser is still parsing and painting it (decision 016).
 *
 * React Router writes a `<link rel="modulepreload">` for every chunk of the page and an async
 * module script that imports them. The preloads start at once, and the module script runs, and
 * hydrates, as soon as they have arrived, which can be before the browser's first paint of a
 * large page or on a busy device. This moves both behind the first contentful paint: the module
 * script's text stays in the HTML, unchanged but inert (`type="text/plain"`, so the API still
 * lists its hash in the page's CSP), and a small classic script after it, once the page has
 * painted, adds the same preload links to <head> and runs that same text as a module script.
 * Before that it imports the chunks one at a time, a task each (decision 022): run by the module
 * script, they were all evaluated in one long task, which Lighthouse counted as blocking time.
 *
 * A page with a journey also gets, in <head>, the listener that keeps a press on its first
 * question made before the journey is live (lib/early-press.ts, decision 022).
 */

import { EARLY_PRESS_SCRIPT } from './early-press';

/** How many preload links the loader adds in one task. */
const PRELOADS_PER_TASK = 6;

/** The id of the held module script. */
export const HELD_BOOT_ID = 'boot-modules';

/** React Router's preload link of one chunk, its href captured (static-page.ts reads them too). */
export const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Plain JavaScript, run as an inline classic script. It starts on the first contentful paint
 * (Paint Timing), after one frame where that is not reported, and at once in a hidden tab
 * (which does not paint); a 2-second timer makes sure it starts.
 */
function loaderScript(hrefs: readonly string[]): string {
  return `(function (hrefs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload(hrefs.slice());
  }
  // ${PRELOADS_PER_TASK} preload links a task: each link starts its request as it is added, and
  // the 36 of a journey page added at once took one task of 16 to 35 ms (four times that on a
  // slow phone). Then, in a task of its own, the chunks are evaluated.
  function preload(queue) {
    var links = document.createDocumentFragment();
    queue.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    setTimeout(function () {
      if (queue.length > 0) return preload(queue);
      evaluate(hrefs.filter(function (href) {
        return href.indexOf('/entry.client-') < 0 && href.indexOf('/manifest-') < 0;
      }).reverse());
    }, 0);
  }
  // The chunks are evaluated one task each, those imported last first (the list runs from the
  // route down to what it imports), so that no task runs all of a page's modules at once; then
  // React Router's own module text runs, with every chunk ready, and hydrates.
  function evaluate(queue) {
    if (queue.length === 0) return boot();
    import(queue.shift()).then(function () {
      setTimeout(function () {
        evaluate(queue);
      }, 0);
    }, boot);
  }
  function boot() {
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = document.getElementById('${HELD_BOOT_ID}').textContent;
    document.head.appendChild(script);
  }
  setTimeout(start, 2000);
  if (document.visibilityState === 'hidden') return start();
  var P = window.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    new P(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint') start();
      });
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})(${JSON.stringify(hrefs)});`;
}

/** The SPA fallback (/admin, dynamic routes) has nothing to paint before React renders. */
const SPA_FALLBACK = '"isSpaMode":true';

/** Whether `html` is the SPA fallback, which no rewrite of a prerendered page applies to. */
export function isSpaFallback(html: string): boolean {
  return html.includes(SPA_FALLBACK);
}
/** components/journey-area.tsx */
const JOURNEY_AREA = 'class="journey-area"';

/**
 * Rewrites one prerendered page. The SPA fallback, and a page without exactly one React Router
 * module script, are left as they are.
 */
export function startScriptsAfterPaint(html: string): string {
  const boots = [...html.matchAll(BOOT)];
  if (boots.length !== 1 || isSpaFallback(html)) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const withEarlyPress = html.includes(JOURNEY_AREA)
    ? html.replace('</head>', `<script>${EARLY_PRESS_SCRIPT}</script></head>`)
    : html;
  return withEarlyPress
    .replace(PRELOAD, '')
    .replace(
      BOOT,
      (_, body: string) =>
        `<script type="text/plain" id="${HELD_BOOT_ID}">${body}</script>` +
        `<script>${loaderScript(hrefs)}</script>`,
    );
}
