import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { buildConfirmation } from '@site/domain/test-support';
import { expectNoAxeViolations } from '../../support/axe';
import { partOf, waitForEmail } from '../../support/eml';
import { AUTH, adminShot as shot, paidOrder, useAdminServer } from '../../support/admin-server';

/** The back office journey (issue 7), on its own server (support/admin-server.ts). */
const STAFF = { email: 'fulfilment@example.com', password: 'e2e back office passphrase' };
const { dataDir } = useAdminServer(STAFF);

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
  await expect(page.getByText('AB123456C')).toBeVisible();
  await expect(page.getByText('15 April 1990')).toBeVisible();
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
    await page.getByLabel('Note (required)').fill(note);
    await expect(page.getByLabel('Email the candidate about this step')).toBeChecked();
    await page.getByRole('button', { name: 'Save step' }).click();
    if (step === 'confirmed') {
      // Leeds, where the candidate asked for Aberdeen: the difference, then a second press.
      const warning = page.getByRole('alert', { name: 'Check this slot with the customer' });
      await expect(warning).toContainText(
        'Leeds Test Centre is not the centre the customer asked for (Aberdeen (Scotland) Test Centre)',
      );
      await page.getByRole('button', { name: 'Confirm this slot anyway' }).click();
    }
    await expect(page.getByText(note)).toBeVisible();
    if (step === 'confirmed') await changeTheSlot(page, orderId, slot.date!);
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
  const outbox = join(dataDir, 'outbox');
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
  await expect(page.getByText(/Order complete: sent/)).toBeVisible({ timeout: 15_000 });

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
  await expect(page.getByText(/^Answered \w+day \d/)).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'answer-enquiry' })).toBeVisible();
  await shot(page, 'audit-phone');
});

/**
 * Staff change the confirmed time: the customer is told again, and the new calendar file keeps
 * the first one's UID with a higher SEQUENCE, so it replaces the event.
 */
async function changeTheSlot(page: Page, orderId: string, date: string) {
  // The first email is written when it is sent, from the slot as it is then: sent first here.
  const first = partOf(await waitForEmail(dataDir, 'order-confirmed', orderId), 'text/calendar');
  const told = page.getByRole('region', { name: 'What the customer was told' });
  await told.getByText('Change the confirmed slot').click();
  await expect(told.getByLabel('Test time')).toHaveValue('09:30');
  await told.getByLabel('Test time').fill('13:30');
  await told.getByLabel('Why it changed (required)').fill('CITB moved the test to 1:30pm.');
  await told.getByRole('button', { name: 'Save the new slot' }).click();
  await expect(told.getByText(/at 1:30pm at Leeds Test Centre/)).toBeVisible();
  await expect(told.getByText('Changed once since it was first confirmed.')).toBeVisible();
  await expect(page.getByText('CITB moved the test to 1:30pm.')).toBeVisible();
  await expectNoAxeViolations(page, 'admin order slot changed');
  const changed = await waitForEmail(dataDir, 'order-changed', orderId);
  expect(changed.subject).toMatch(/^Your booking has changed: /);
  const calendar = partOf(changed, 'text/calendar')!.body;
  const uid = (ics: string) => /^UID:.*$/m.exec(ics)?.[0];
  expect(uid(calendar)).toBe(uid(first!.body));
  expect(first!.body).toContain('SEQUENCE:0\r\n');
  expect(calendar).toContain('SEQUENCE:1\r\n');
  expect(calendar).toMatch(new RegExp(`DTSTART:${date.replace(/-/g, '')}T1\\d3000Z`));
}
