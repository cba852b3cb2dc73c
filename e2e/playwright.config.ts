import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Whole journeys in real Chromium against the production build served by the API, with a
 * fresh embedded database per run. Build first: `npm run build` at the repository root.
 */
// E2E_PORT lets two runs (e.g. journeys and site suite) use separate servers side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
process.env.E2E_DATA_DIR = dataDir; // workers load this file again; keep one folder

export default defineConfig({
  testDir: 'tests',
  workers: 2,
  // On a busy CI machine one retry tells a timing flake (reported as flaky) from a real failure.
  retries: process.env.CI ? 1 : 0,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    // E2E_API_SERVER: run another build of the API (e.g. while apps/api is being changed).
    command: `node ${process.env.E2E_API_SERVER ?? '../apps/api/dist/server.js'}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
