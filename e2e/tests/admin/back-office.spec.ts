import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCandidate, buildConfirmation, buildTestBooking } from '@site/domain/test-support';
import { expectNoAxeViolations } from '../../support/axe';
import { SCREENSHOT_DIR } from '../../support/journey-page';
import { startStaffServer } from '../../support/staff-server';
import type { StaffServer } from '../../support/staff-server';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';

/**
 * The back office journey (issue 7). The embedded database can be opened by one process only,
 * so this spec runs its own server on its own data folder: the staff account is created with
 * the real `npm run admin:create-user` first, then the server starts on that folder.
 */
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 3170);
const STAFF = { email: 'fulfilment@example.com', password: 'e2e back office passphrase' };
const AUTH = basicAuthorization(DEFAULT_API_BASIC_AUTH);
let server: StaffServer | undefined;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer(PORT, STAFF);
});

test.afterAll(() => {
  server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `admin-${name}.png`), fullPage: true });
}

/** A candidate books a test and pays on the sandbox checkout, as the API and form allow. */
async function paidOrder(
  request: APIRequestContext,
  lastName: string,
): Promise<{ orderId: string; email: string }> {
  const candidate = buildCandidate({ lastName, email: `${lastName.toLowerCase()}@example.com` });
  const headers = { authorization: AUTH };
  const person = await request.post('/api/v2/candidate', { headers, data: candidate });
  expect(person.status()).toBe(201);
  const { userId } = (await person.json()).data;
  const booked = await request.post('/api/v2/test', {
    headers,
    data: buildTestBooking({ userId }),
  });
  expect(booked.status()).toBe(201);
  const { orderId } = (await booked.json()).data;
  const payment = await request.post('/api/v2/payment', { headers, data: { orderId } });
  const { url } = (await payment.json()).data;
  const paid = await request.post(url, {
    form: { name: 'James Wilson', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { orderId, email: candidate.email };
}

test('an anonymous visitor gets the sign-in page or 401, and nothing else', async ({
  page,
  request,
}) => {
  for (const path of [
    '/admin',
    '/admin/orders/3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d',
    '/admin/enquiries',
    '/admin/audit',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'admin sign-in');
  await shot(page, 'sign-in-phone');
  for (const path of [
    '/api/admin/orders',
    '/api/admin/session',
    '/api/admin/audit',
    '/api/admin/orders/export.csv',
  ]) {
    expect((await request.get(path)).status(), path).toBe(401);
  }
  // Public pages never link to the back office.
  await page.goto('/');
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
});

test('staff sign in, find the paid order, complete it with a reference, and the candidate is emailed', async ({
  page,
  request,
}) => {
  const { orderId, email } = await paidOrder(request, 'Fulfilmentson');

  await page.goto('/admin');
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'The email address or password is wrong.',
  );
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders');
  await shot(page, 'orders-phone');

  await page.getByLabel('Search').fill('fulfilmentson');
  await page.getByLabel('Status').selectOption('paid');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByText('QQ123456C')).toBeVisible();
  await expect(page.getByText('1990-04-15')).toBeVisible();
  await expectNoAxeViolations(page, 'admin order');
  await shot(page, 'order-paid-phone');

  const slot = buildConfirmation('test');
  const steps: [string, string, Record<string, string>][] = [
    [
      'submitted',
      'Submitted to CITB through the booking portal.',
      { 'CITB or Pearson VUE reference (optional)': 'CITB-5561234' },
    ],
    [
      'confirmed',
      'Test booked for the date, time and centre the candidate chose.',
      { 'Test date': slot.date!, 'Test time': slot.time! },
    ],
    ['completed', 'Candidate sat the test.', {}],
  ];
  for (const [step, note, fields] of steps) {
    await page.getByLabel('Move the order to').selectOption(step);
    if (step === 'confirmed') await page.getByLabel('Test centre').selectOption(slot.centre!);
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    await page.getByLabel('Note', { exact: true }).fill(note);
    await expect(page.getByLabel('Email the candidate about this step')).toBeChecked();
    await page.getByRole('button', { name: 'Save step' }).click();
    await expect(page.getByText(note)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toContainText(
    'Completed',
  );
  await expect(page.getByRole('heading', { name: 'Next step' })).toHaveCount(0);
  await expect(page.getByText('CITB-5561234').first()).toBeVisible();
  await expectNoAxeViolations(page, 'admin order completed');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'order-completed-desktop');

  // The candidate's completion email is written by the outbox worker (no SMTP_URL: .eml files).
  const outbox = join(server!.dataDir, 'outbox');
  await expect
    .poll(
      () =>
        existsSync(outbox)
          ? readdirSync(outbox).filter((name) => name.startsWith(`order-completed.${orderId}`))
          : [],
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  const message = readFileSync(
    join(outbox, `order-completed.${orderId}_safesite-bookings.co.uk.eml`),
    'utf8',
  );
  expect(message).toContain(`To: ${email}`);
  expect(message).toContain('Your order is complete');
  await page.reload();
  await expect(page.getByText(/order-completed: sent/)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin enquiries');
  await shot(page, 'enquiries-desktop');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'view-order' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'admin audit');
  await shot(page, 'audit-desktop');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders desktop');
  await shot(page, 'orders-desktop');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
});

test('enquiries are listed and marked as answered; the audit page shows it', async ({
  page,
  request,
}) => {
  await request.post('/api/v2/contact', {
    headers: { authorization: AUTH },
    data: {
      title: 'Ms',
      firstName: 'Priya',
      lastName: 'Groupwell',
      email: 'priya@example.com',
      kind: 'group-booking',
      groupSize: 14,
      comment: 'Fourteen labourers, Leeds, next month.',
    },
  });
  await page.goto('/admin/enquiries');
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByText('Fourteen labourers, Leeds, next month.')).toBeVisible();
  await expectNoAxeViolations(page, 'admin enquiries with one');
  await shot(page, 'enquiries-phone');
  await page
    .getByRole('button', { name: /Mark as answered/ })
    .first()
    .click();
  await expect(page.getByText('0 enquiries')).toBeVisible();
  await page.getByRole('link', { name: 'Answered' }).click();
  await expect(page.getByText(/^Answered \d/)).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'answer-enquiry' })).toBeVisible();
  await shot(page, 'audit-phone');
});
