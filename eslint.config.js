import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** What no file of the web app may import: the API is reached over HTTP only. */
const WEB_PATTERNS = [{ group: ['@site/api', '**/apps/api/**'] }];

/** The API's use cases, between its routes and its repositories. */
const USE_CASES = [
  'payments',
  'fulfilment',
  'bookings',
  'staff',
  'email',
  'sms',
  'reminders',
  'jobs',
  'cli',
];
/** What no file of apps/api/src but app.ts (and server.ts, for jobs/) may import. */
const API_TOP = [
  { regex: '(^|/)routes/', message: 'Only app.ts registers routes.' },
  { regex: '(^|/)(jobs|cli)/', message: 'Only server.ts starts a job; nothing imports a command.' },
];

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
      // Compiled message catalogues (npm run i18n:compile); the PO files are the source.
      'apps/*/locales/**',
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
    ignores: [
      'apps/api/src/app.ts',
      'apps/api/src/server.ts',
      'apps/api/src/start-server.ts',
      'apps/api/src/routes/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: API_TOP }] },
  },
  // The API's one rule (docs/architecture.md): routes → use cases (payments, fulfilment, staff,
  // email) → repositories → db. Each entry names the folders a layer may never import, so the
  // folders of apps/api/src form no cycle; `import-x/no-cycle` below checks the files too.
  ...[
    [
      ['repositories', 'db'],
      USE_CASES.concat('plugins', 'address'),
      'Repositories and db/ sit below every use case: they import none.',
    ],
    [
      ['payments', 'email', 'sms', 'plugins', 'address', 'bookings'],
      ['fulfilment', 'staff'],
      'Payments, email, plugins and address lookups never import the back office’s use cases.',
    ],
    [
      ['email'],
      ['fulfilment', 'staff', 'reminders'],
      'Email sends what is queued: it never imports the back office or the reminders’ scheduling.',
    ],
    [
      ['reminders'],
      ['fulfilment', 'staff', 'payments', 'plugins'],
      'Reminders are scheduled by the steps and payments that call them: they import neither.',
    ],
    [
      ['staff'],
      ['fulfilment', 'payments', 'email', 'bookings', 'reminders'],
      'Sign-in needs no other use case.',
    ],
  ].map(([layers, below, message]) => ({
    files: layers.map((layer) => `apps/api/src/${layer}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...API_TOP, { regex: `^(\\.\\./)+(${below.join('|')})(/|$)`, message }] },
      ],
    },
  })),
  {
    // The emails' templates render what they are given: no use case.
    files: ['apps/api/src/email/*-email.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...API_TOP,
            {
              regex: `^(\\.\\./)+(${USE_CASES.filter((u) => u !== 'email').join('|')})(/|$)`,
              message: 'Templates import no use case.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle, file by file, in any workspace's source (docs/architecture.md): the
    // folders then form none either. Paths resolve as TypeScript does, through each
    // workspace's tsconfig and the domain's exports map.
    files: ['apps/api/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
