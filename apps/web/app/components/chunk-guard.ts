import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import guardScript from './chunk-guard-script.js?raw';

/**
 * Issue 3 point 5 / spec §8: when a script or CSS chunk cannot be loaded, say so plainly
 * ('Loading chunk … failed') and offer a Reload button. The guard runs as a tiny inline script
 * in <head>, before any chunk, so it also works when React itself never arrives, and styles its
 * banner inline because the stylesheet may be what failed. It reacts to `error` events from
 * <script>, <link rel="modulepreload"> and <link rel="stylesheet">, to rejected dynamic imports,
 * to Vite's `vite:preloadError`, and to the app not having started within 120 seconds (the
 * script chunk timeout of spec §8).
 *
 * React Router reloads the page when a route module fails during client navigation; the
 * reloaded page's own chunk request then fails in front of this guard, which shows the message.
 */
export const CHUNK_GUARD_SCRIPT: string = guardScript;

/**
 * The guard in the page's language: its words set before the same script. English pages get
 * the script alone, which says the spec's 'Loading chunk … failed'.
 */
export function chunkGuardScript(i18n: I18n | undefined): string {
  if (!i18n || i18n.locale === 'en') return guardScript;
  const name = '{name}';
  const words = {
    script: i18n._(msg`Loading chunk ${name} failed.`),
    css: i18n._(msg`Loading CSS chunk ${name} failed.`),
    advice: i18n._(
      msg`Part of this page could not be downloaded. Check your connection, then reload the page.`,
    ),
    reload: i18n._(msg({ message: 'Reload', comment: 'Button that loads the page again' })),
  };
  // Inline in <head>: no '<' may end the script early.
  const json = JSON.stringify(words).replace(/</g, '\\u003c');
  return `window.__chunkWords=${json};\n${guardScript}`;
}

/** Spec §8: script chunks time out after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

type ChunkKind = 'script' | 'css';
type GuardWindow = Window & {
  __chunkError?: (kind: ChunkKind, url: string) => void;
  __appReady?: boolean;
};

/** Show the chunk-failure banner from React code (error boundary, navigation timeout). */
export function reportChunkError(kind: ChunkKind, url: string): void {
  (window as GuardWindow).__chunkError?.(kind, url);
}

/** Tell the guard the app has started, which cancels its 120-second start-up timeout. */
export function markAppReady(): void {
  (window as GuardWindow).__appReady = true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk/i.test(
    message,
  );
}
