// Lingui's macros (`msg`, `t`, <Trans>, `plural`) compile away at build time. Lingui 5's own
// Vite route runs Babel through @vitejs/plugin-react, which Vite 8 no longer has, and Lingui 6
// (with a Rolldown preset) needs Node 22.19 (docs/decisions/026-languages.md). This runs
// @lingui/babel-plugin-lingui-macro on the few files that import a macro, for Vite, Vitest and
// the API's esbuild bundle alike.
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';

const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * The macro applied to one file's code, or null when it uses none. `keepSource` keeps the English
 * text beside each id (tests, the dev server and the API, which compile messages at run time);
 * the production web build leaves only ids, as every page loads its own language's catalogue.
 */
export async function expandLinguiMacros(code, filename, keepSource = true) {
  if (!SOURCE.test(filename) || filename.includes('node_modules') || !USES_MACRO.test(code)) {
    return null;
  }
  const out = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripNonEssentialFields: !keepSource }]],
  });
  return out?.code ? { code: out.code, map: out.map } : null;
}

/** For vite.config.ts and vitest.config.ts: a production build keeps ids only. */
export function linguiMacroVite() {
  let keepSource = true;
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      keepSource = !(config.command === 'build' && config.isProduction);
    },
    async transform(code, id) {
      return expandLinguiMacros(code, id.split('?')[0], keepSource);
    },
  };
}

/** For apps/api/build.mjs. */
export function linguiMacroEsbuild() {
  return {
    name: 'lingui-macro',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const code = await readFile(args.path, 'utf8');
        const out = await expandLinguiMacros(code, args.path);
        return out
          ? { contents: out.code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
          : undefined;
      });
    },
  };
}
