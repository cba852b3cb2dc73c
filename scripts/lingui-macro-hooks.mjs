// Node module hooks (module.register) that expand Lingui's macros in the TypeScript files tsx
// loads, for the API run from its source (apps/api/src/server.ts registers them). They run on
// tsx's output: its JavaScript still imports `@lingui/core/macro`, which exists only at build
// time, and leaves here with the messages' descriptors in its place, as scripts/lingui-macro.mjs
// does for the bundle and Vitest.
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';

const USES_MACRO = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || loaded.format !== 'module') {
    return loaded;
  }
  const source =
    typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  if (!USES_MACRO.test(source)) return loaded;
  const out = await transformAsync(source, {
    filename: fileURLToPath(url),
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripNonEssentialFields: false }]],
  });
  return { ...loaded, source: out?.code ?? source };
}
