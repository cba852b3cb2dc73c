/*
 * The server's entry point (start-server.ts starts it). Run from its TypeScript source (tsx:
 * `npm run dev`, the tests that start a server process), it first has the Lingui macros of the
 * emails and texts (issue 20) expanded as each file loads, as apps/api/build.mjs does for the
 * bundle and Vitest for the tests; the bundle has none left to expand.
 */
if (import.meta.url.endsWith('.ts')) {
  const { register } = await import('node:module');
  register('../../../scripts/lingui-macro-hooks.mjs', import.meta.url);
}
await import('./start-server');

export {};
