import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatLongDate } from '@site/domain/format';
import { lastFreeChangeDay } from '@site/domain/fulfilment';
import { buildConfirmation } from '@site/domain/test-support';
import { expectNoAxeViolations } from '../../support/axe';
import { payOnSandbox } from '../../support/candidate';
import { partOf, waitForEmail } from '../../support/eml';
import { SCREENSHOT_DIR } from '../../support/journey-page';
import { bookedTestOrder, signInAsStaff, useAdminServer } from '../../support/admin-server';

/**
 * Issue 19: a worker on a phone pays for a test, staff confirm the slot, and the worker finds
 * the booking at /booking with its reference and date of birth: where it stands, the slot and
 * the last day to change it for free, in words. A wrong date of birth shows nothing of it.
 */
const STAFF = { email: 'status.desk@example.com', password: 'e2e booking status passphrase' };
const { dataDir } = useAdminServer(STAFF, 3);
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/booking-status-${name}.png`, fullPage: true });
}

async function fillDateOfBirth(page: Page, day: string, month: string, year: string) {
  const group = page.getByRole('group', { name: 'Date of birth' });
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Month').fill(month);
  await group.getByLabel('Year').fill(year);
}

test('a paid, confirmed test is found with its reference and date of birth; a wrong date finds nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { orderId, url } = await bookedTestOrder(request, 'Statusby');

  // The worker pays on the sandbox checkout from a phone and keeps the reference.
  await page.goto(url);
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  const reference = (await page.locator('.panel .reference').textContent())!.trim();
  expect(reference).toMatch(/^[0-9A-F]{10}$/);
  await expect(
    page.getByText('Keep your reference: you can see where your booking stands'),
  ).toBeVisible();
  // The receipt links to the status page with the reference, never the date of birth.
  const receipt = await waitForEmail(dataDir, 'order-confirmation', orderId);
  expect(partOf(receipt, 'text/plain')?.body).toMatch(
    new RegExp(`See where your booking stands: http\\S+/booking\\?reference=${reference}\\n`),
  );

  // Staff confirm the slot in the back office.
  await signInAsStaff(page, STAFF, `/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const slot = buildConfirmation('test');
  for (const step of ['submitted', 'confirmed']) {
    await page.getByLabel('Move the order to').selectOption(step);
    if (step === 'confirmed') {
      await page.getByLabel('Test centre').selectOption('leeds');
      await page.getByLabel('Test date').fill(slot.date!);
      await page.getByLabel('Test time').fill('09:30');
    }
    await page.getByLabel('Note', { exact: true }).fill(`Moved to ${step}.`);
    await page.getByRole('button', { name: 'Save step' }).click();
    await expect(page.getByText(`Moved to ${step}.`)).toBeVisible();
  }

  // The link from the success page opens the form with the reference filled in.
  await page.goto(`/success/${orderId}`);
  await page.getByRole('main').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
  await expectNoAxeViolations(page, 'find your booking form');
  await shot(page, 'form');

  // A wrong date of birth: the plain message, and nothing of the booking.
  await fillDateOfBirth(page, '16', '4', '1990');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const nothing = page.getByRole('alert').filter({ hasText: 'No booking found' });
  await expect(nothing).toBeFocused();
  await expect(nothing).toContainText(
    'We could not find a booking with that reference and date of birth.',
  );
  await expect(nothing).toContainText(
    'Check the reference in your email or text message, and the date of birth you booked with.',
  );
  await expect(page.getByText('Leeds Test Centre')).toHaveCount(0);
  await expect(page.getByText(/Where it stands/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'no booking found');
  await shot(page, 'not-found');

  // The right one opens the booking: confirmed, the slot and the last free day in words.
  await page.getByRole('group', { name: 'Date of birth' }).getByLabel('Day').fill('15');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'CITB HS&E test: Operative' }),
  ).toBeFocused();
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByText('Where it stands: Confirmed')).toBeVisible();
  const current = page.locator('[aria-current="step"]');
  await expect(current).toHaveText(/Now\s*Confirmed/);
  await expect(page.getByRole('listitem').filter({ hasText: /^Done\s*Paid/ })).toBeVisible();
  await expect(
    page.getByText(
      `${formatLongDate(slot.date!)} at 9:30am, Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Bring photo identification in the name James Statusby.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Last day to change or cancel for free: ${formatLongDate(lastFreeChangeDay(slot.date!))}`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/CITB keeps the test fee/)).toBeVisible();
  // Neither the reference nor the date of birth stays in the address or in storage.
  expect(page.url()).not.toContain(reference);
  expect(page.url()).not.toContain('1990');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(reference);
  expect(stored).not.toContain('1990-04-15');
  // Fits a 360 px screen without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'booking found');
  await shot(page, 'found');

  await page.getByRole('button', { name: 'Look up another booking' }).click();
  await expect(page.getByLabel('Booking reference')).toHaveValue('');
});
