import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_BOOT_ID, startScriptsAfterPaint } from './boot-after-paint';
import { EARLY_PRESS_SCRIPT, takeEarlyPress } from './early-press';

const BOOT_BODY = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/app-3.js"/></head>' +
  '<body><h1>Test centres</h1><script>window.__context = {};</script>' +
  `<script type="module" async="">${BOOT_BODY}</script></body></html>`;

describe('startScriptsAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('holds the module script, unchanged, and drops the preload links from the head', () => {
    const html = startScriptsAfterPaint(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="text/plain" id="${HELD_BOOT_ID}">${BOOT_BODY}</script>`);
    expect(html).toContain('["/assets/manifest-1.js","/assets/app-3.js"]');
    expect(html).toContain('<h1>Test centres</h1><script>window.__context = {};</script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const page = '<html><head></head><body><p>Hello</p></body></html>';
    expect(startScriptsAfterPaint(page)).toBe(page);
  });

  it('leaves the SPA fallback as it is: it paints nothing before React renders', () => {
    const fallback = PAGE.replace(
      '<script>window.__context = {};</script>',
      '<script>window.__reactRouterContext = {"ssr":false,"isSpaMode":true};</script>',
    );
    expect(startScriptsAfterPaint(fallback)).toBe(fallback);
  });

  it('adds the preload links, evaluates the chunks one task each, then runs the module text', async () => {
    vi.useFakeTimers();
    const html = startScriptsAfterPaint(
      PAGE.replace(
        '</head>',
        '<link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
          '<link rel="modulepreload" href="/assets/route-5.js"/></head>',
      ),
    );
    const held = /<script type="text\/plain"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const loader = /<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const heldScript = document.createElement('script');
    heldScript.type = 'text/plain';
    heldScript.id = HELD_BOOT_ID;
    heldScript.textContent = held;
    document.body.append(heldScript);
    // import() cannot be stubbed inside the script's text: it calls a stand-in instead.
    const imported: string[] = [];
    const importChunk = (href: string) => {
      imported.push(href);
      return Promise.resolve({});
    };
    new Function('importChunk', loader.replaceAll('import(', 'importChunk('))(importChunk);
    await vi.advanceTimersByTimeAsync(2001);

    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/manifest-1.js',
      '/assets/app-3.js',
      '/assets/entry.client-4.js',
      '/assets/route-5.js',
    ]);
    // The last listed first; the manifest and the entry (which hydrates) are left to the module.
    expect(imported).toEqual(['/assets/route-5.js', '/assets/app-3.js']);
    const modules = document.head.querySelectorAll('script[type="module"]');
    expect(modules).toHaveLength(1);
    expect(modules[0]?.textContent).toBe(BOOT_BODY);
  });

  it('adds the preload links a few a task, so that no one task starts them all', async () => {
    vi.useFakeTimers();
    const chunks = Array.from({ length: 8 }, (_, i) => `/assets/chunk-${i}.js`);
    const html = startScriptsAfterPaint(
      PAGE.replace(
        '</head>',
        chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') + '</head>',
      ),
    );
    const loader = /<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const held = document.createElement('script');
    held.type = 'text/plain';
    held.id = HELD_BOOT_ID;
    document.body.append(held);
    new Function('importChunk', loader.replaceAll('import(', 'importChunk('))(() =>
      Promise.resolve({}),
    );
    const batches: number[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof DocumentFragment) batches.push(node.childNodes.length);
      return append(node);
    });
    await vi.advanceTimersByTimeAsync(2001);
    // The page's 10 chunks: 6 in one task, 4 in the next.
    expect(batches).toEqual([6, 4]);
  });

  it('gives a page with a journey the early-press listener in its head, and no other page', () => {
    expect(startScriptsAfterPaint(PAGE)).not.toContain(EARLY_PRESS_SCRIPT);
    const journey = PAGE.replace('<h1>Test centres</h1>', '<div class="journey-area"></div>');
    expect(startScriptsAfterPaint(journey)).toContain(
      `<script>${EARLY_PRESS_SCRIPT}</script></head>`,
    );
  });
});

describe('the early-press listener', () => {
  it('holds a journey form sent before the journey is live, and marks it', () => {
    document.body.innerHTML =
      '<div class="journey-area"><form id="early"></form></div>' +
      '<div class="journey-area" data-taken-over=""><form id="live"></form></div>' +
      '<form id="other"></form>';
    const listen = vi.spyOn(document, 'addEventListener');
    new Function(EARLY_PRESS_SCRIPT)();
    const listener = listen.mock.calls[0]?.[1] as EventListener;
    const sent: string[] = [];
    const onSubmit = (event: Event) => {
      sent.push((event.target as HTMLFormElement).id);
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    for (const id of ['early', 'live', 'other'])
      (document.getElementById(id) as HTMLFormElement).requestSubmit();
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('submit', listener, true);

    expect(sent).toEqual(['live', 'other']);
    expect(takeEarlyPress(document.getElementById('early') as HTMLFormElement)).toBe(true);
    expect(takeEarlyPress(document.getElementById('live') as HTMLFormElement)).toBe(false);
  });
});
