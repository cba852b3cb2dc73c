// Bundles the API and the domain package it imports as TypeScript into one ESM file;
// every npm dependency stays external and is loaded from node_modules.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { linguiMacroEsbuild } from '../../scripts/lingui-macro.mjs';

const keepExternal = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@site/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  // The server, and the commands for servers without tsx: the back office's create-user
  // (issue 7) and the migrations' release step (decision 019).
  entryPoints: {
    server: './src/server.ts',
    'admin-create-user': './src/cli/create-user.ts',
    'db-migrate': './src/cli/migrate.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal, linguiMacroEsbuild()],
  logLevel: 'warning',
});
