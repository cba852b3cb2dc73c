import { defineConfig } from 'vitest/config';
import { linguiMacroVite } from './scripts/lingui-macro.mjs';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/tests/**/*.test.ts'],
        },
      },
      {
        plugins: [linguiMacroVite()],
        test: {
          name: 'api-pglite',
          include: ['apps/api/tests/**/*.test.ts'],
          // The emails' and texts' messages, compiled from their PO files (issue 20).
          globalSetup: ['scripts/lingui-compile-api.mjs'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              plugins: [linguiMacroVite()],
              test: {
                name: 'api-postgres',
                include: ['apps/api/tests/**/*.test.ts'],
                globalSetup: ['scripts/lingui-compile-api.mjs'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [linguiMacroVite()],
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
