import { describe, expect, it } from 'vitest';
import { HELD_BOOT_ID, startScriptsAfterPaint } from './boot-after-paint';
import { isStaticPage, sendWithoutReact } from './static-page';

const HOME =
  '<!DOCTYPE html><html lang="pl" data-language-key="pl:common,pages"><head>' +
  '<script>/* chunk guard */window.__chunkError = function () {};</script>' +
  '<link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/app-2.js"/>' +
  '<link rel="modulepreload" href="/assets/site-navigation-3.js"/></head>' +
  '<body><nav class="navbar"><a href="/pl/book-citb-test">Test CITB</a></nav>' +
  '<script>((storageKey2, restoreKey) => {})("react-router-scroll-positions", null)</script>' +
  '<script>window.__reactRouterContext = {"isSpaMode":false};</script>' +
  '<script type="module" async="">import("/assets/entry.client-4.js");</script>' +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script>' +
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

describe('sendWithoutReact', () => {
  const page = sendWithoutReact(HOME);

  it('drops React Router’s scripts, its data and every other preload', () => {
    expect(page.match(/modulepreload/g)).toHaveLength(1);
    expect(page).not.toContain('__reactRouterContext');
    expect(page).not.toContain('react-router-scroll-positions');
    expect(page).not.toContain('entry.client');
  });

  it('loads the header’s behaviour alone, after the first paint, and marks the page', () => {
    expect(page).toContain('<link rel="modulepreload" href="/assets/site-navigation-3.js"/>');
    expect(page).toContain(
      '<script type="module" async="">import "/assets/site-navigation-3.js";</script>',
    );
    expect(page.match(/<script/g)).toHaveLength(2);
    const started = startScriptsAfterPaint(page);
    expect(started).toContain(`id="${HELD_BOOT_ID}">import "/assets/site-navigation-3.js";<`);
    expect(started).toContain('(["/assets/site-navigation-3.js"]);');
    expect(page).toContain(
      '<html lang="pl" data-language-key="pl:common,pages" data-static-page="">',
    );
  });

  it('keeps everything the page shows, and the chunk guard', () => {
    expect(page).toContain('<nav class="navbar"><a href="/pl/book-citb-test">Test CITB</a></nav>');
    expect(page).toContain('window.__chunkError');
    expect(page).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('leaves the SPA fallback, rendered for the home path, as it is', () => {
    const fallback = HOME.replace('"isSpaMode":false', '"isSpaMode":true');
    expect(sendWithoutReact(fallback)).toBe(fallback);
  });

  it('leaves a page as it is when the header’s chunk is not among its preloads', () => {
    const without = HOME.replace('/assets/site-navigation-3.js', '/assets/footer-3.js');
    expect(sendWithoutReact(without)).toBe(without);
  });
});

describe('isStaticPage', () => {
  it('is the home page in every language', () => {
    expect(['/', '/pl', '/pl/', '/pa'].map(isStaticPage)).toEqual([true, true, true, true]);
    expect(['/centers', '/pl/centers', '/404'].map(isStaticPage)).toEqual([false, false, false]);
  });
});
