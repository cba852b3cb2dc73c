import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface StaffServer {
  base: string;
  dataDir: string;
  staff: { email: string; password: string };
  stop(): void;
}

/**
 * The production build on its own data folder, with a staff account made first by the real
 * `npm run admin:create-user` (the embedded database opens in one process at a time), so a spec
 * can read the outbox's .eml files in `dataDir/outbox`.
 */
export async function startStaffServer(
  port: number,
  staff: { email: string; password: string },
): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-staff-'));
  const created = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create-user', '--', '--email', staff.email],
    {
      cwd: ROOT,
      input: `${staff.password}\n`,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  expect(created.stdout, created.stderr).toContain(`Created back office account ${staff.email}`);
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    'node',
    [process.env.E2E_SERVER_JS ?? 'apps/api/dist/server.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${base}/`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { base, dataDir, staff, stop: () => server.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  throw new Error('The staff test server did not start');
}

/** Signs in to the back office on `page`, starting at `path`. */
export async function signInAsStaff(page: Page, server: StaffServer, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email address').fill(server.staff.email);
  await page.getByLabel('Password').fill(server.staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
