import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What no file of the web app may import: the API is reached over HTTP only. */
const WEB_PATTERNS = [{ group: ['@site/api', '**/apps/api/**'] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain is pure: no I/O and nothing of ours (docs/architecture.md, Workspaces).
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@site/*', '**/apps/**'] },
      ],
    },
  },
  {
    // The web app talks to the API over HTTP only.
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }],
    },
  },
  {
    // lib/ and components/ serve every feature and know none (apps/web/app/lib/README.md).
    files: ['apps/web/app/lib/**', 'apps/web/app/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            {
              regex: '(^|/)(features|routes)/',
              message: 'lib/ and components/ never import a feature or a route.',
            },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature (apps/web/app/features/README.md): from a file one
  // or two folders into a feature, a path that climbs out of the feature into a sibling folder
  // of features/ is another feature.
  ...[
    ['apps/web/app/features/*/*.{ts,tsx}', '^\\.\\./[^./]'],
    ['apps/web/app/features/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./[^./]'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_PATTERNS,
            { regex, message: 'A feature never imports another feature: move it to lib/.' },
          ],
        },
      ],
    },
  })),
  {
    // The API's layers (docs/architecture.md): nothing but app.ts imports a route, and the
    // repositories and db/ know no use case, route or plugin above them.
    files: ['apps/api/src/**'],
    ignores: ['apps/api/src/app.ts', 'apps/api/src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)routes/', message: 'Only app.ts registers routes.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/repositories/**', 'apps/api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(routes|payments|admin|email|plugins|address)(/|$)',
              message: 'Repositories and db/ sit below every use case: they import none.',
            },
          ],
        },
      ],
    },
  },
  {
    // The back office's use cases sit above payments and email, never below: no folder cycle.
    files: [
      'apps/api/src/payments/**',
      'apps/api/src/email/**',
      'apps/api/src/plugins/**',
      'apps/api/src/address/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^\\.\\./(admin|routes)(/|$))|(^\\.\\./\\.\\./(admin|routes)(/|$))',
              message:
                'Payments, email, plugins and address lookups never import the back office or a route.',
            },
          ],
        },
      ],
    },
  },
);
