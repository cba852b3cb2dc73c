import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';
import { SCREENSHOT_DIR } from './journey-page';

/**
 * A back office spec's own server. The embedded database can be opened by one process only, so
 * each such spec runs a server on its own data folder: the staff account is created with the
 * real `npm run admin:create-user` first, then the production build starts on that folder.
 * `offset` keeps two specs' servers apart; E2E_ADMIN_PORT moves them all (default 3170).
 */
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const AUTH = basicAuthorization(DEFAULT_API_BASIC_AUTH);

export function useAdminServer(staff: { email: string; password: string }, offset = 0) {
  const port = Number(process.env.E2E_ADMIN_PORT ?? 3170) + offset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-admin-'));
  let server: ChildProcess | undefined;

  test.use({ baseURL: base });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
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
    // The production build, as the other journeys use (E2E_SERVER_JS points elsewhere if needed).
    server = spawn('node', [process.env.E2E_SERVER_JS ?? 'apps/api/dist/server.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    });
    for (let i = 0; i < 120; i += 1) {
      const ok = await fetch(`${base}/`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('The back office test server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  return { dataDir };
}

export async function adminShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-${name}.png`), fullPage: true });
}

/**
 * A candidate books a test through the public API, as the site's forms do: the order, and the
 * sandbox's hosted checkout to pay it on.
 */
export async function bookedTestOrder(
  request: APIRequestContext,
  lastName: string,
  candidate: Parameters<typeof buildCandidate>[0] = {},
): Promise<{ orderId: string; email: string; url: string }> {
  const person = buildCandidate({
    lastName,
    email: `${lastName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@example.com`,
    ...candidate,
  });
  const headers = { authorization: AUTH };
  const created = await request.post('/api/v2/candidate', { headers, data: person });
  expect(created.status()).toBe(201);
  const { userId } = (await created.json()).data;
  const booked = await request.post('/api/v2/test', {
    headers,
    data: buildTestBooking({ userId }),
  });
  expect(booked.status()).toBe(201);
  const { orderId } = (await booked.json()).data;
  const payment = await request.post('/api/v2/payment', { headers, data: { orderId } });
  const { url } = (await payment.json()).data;
  return { orderId, email: person.email, url };
}

/** A candidate books a test and pays on the sandbox checkout, as the API and form allow. */
export async function paidOrder(
  request: APIRequestContext,
  lastName: string,
  candidate: Parameters<typeof buildCandidate>[0] = {},
): Promise<{ orderId: string; email: string }> {
  const { orderId, email, url } = await bookedTestOrder(request, lastName, candidate);
  const paid = await request.post(url, {
    form: { name: 'James Wilson', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { orderId, email };
}

/** Signs in to the back office on `page`, starting at `path`. */
export async function signInAsStaff(
  page: Page,
  staff: { email: string; password: string },
  path = '/admin',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
