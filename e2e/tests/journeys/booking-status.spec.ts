import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatLongDate } from '@site/domain/format';
import { lastFreeChangeDay } from '@site/domain/fulfilment';
import {
  buildCandidate,
  buildCardApplication,
  buildConfirmation,
  workingEverywhereFrom,
} from '@site/domain/test-support';
import { addDays, addMonths, todayInLondon } from '@site/domain/validators';
import { expectNoAxeViolations } from '../../support/axe';
import { payOnSandbox } from '../../support/candidate';
import { partOf, waitForEmail } from '../../support/eml';
import { waitForText } from '../../support/sms';
import { SCREENSHOT_DIR } from '../../support/journey-page';
import { AUTH, bookedTestOrder, signInAsStaff, useAdminServer } from '../../support/admin-server';

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

test('a paid, confirmed test is found with its reference and date of birth, a wrong date finds nothing, and a change asked from the page is made by staff and told by email and text', async ({
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
    await page.getByLabel('Note (required)').fill(`Moved to ${step}.`);
    await page.getByRole('button', { name: 'Save step' }).click();
    // Leeds, where the customer asked for Aberdeen: saved on a second press.
    if (step === 'confirmed') {
      await page.getByRole('button', { name: 'Confirm this slot anyway' }).click();
    }
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
      `Last day to change or cancel for free: ${formatLongDate(lastFreeChangeDay(slot.date!, 'england-and-wales'))}`,
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

  // The receipt went by text too, to the mobile number in E.164, with the status link.
  const receiptText = await waitForText(dataDir, new RegExp(`we have your payment .*${reference}`));
  expect(receiptText.to).toMatch(/^\+447\d{9}$/);
  expect(receiptText.body).toContain(`/booking?reference=${reference}`);

  // From the page, the worker asks for another date, free before the last free day.
  const newDate = openWeekdayAfter(slot.date!, 7);
  await page.getByRole('button', { name: 'Ask for a different date' }).click();
  await expect(page.getByText(/^Free: you are asking before the end of/)).toBeVisible();
  const first = page.getByRole('group', { name: 'First choice of date' });
  const [year, month, day] = newDate.split('-');
  await first.getByLabel('Day').fill(String(Number(day)));
  await first.getByLabel('Month').fill(String(Number(month)));
  await first.getByLabel('Year').fill(year!);
  await page.getByLabel('Morning').check();
  await page.getByLabel('Work').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Send this request?' })).toBeFocused();
  await expectNoAxeViolations(page, 'change request check');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('We have your request')).toBeVisible();
  await expectNoAxeViolations(page, 'change request sent');
  await shot(page, 'request-sent');
  await waitForEmail(dataDir, 'change-request-received', orderId);

  // It reaches the back office's queue (staff are still signed in); they record the new slot.
  await page.goto('/admin/requests');
  await page.getByRole('link', { name: `Different date: order ${reference}` }).click();
  const panel = page.getByRole('region', { name: 'Open request: Different date' });
  await expect(panel.getByLabel('Test date')).toHaveValue(newDate);
  await panel.getByLabel('Test centre').selectOption('leeds');
  await panel.getByLabel('Test time').fill('10:30');
  await panel.getByLabel('Note').fill('Moved with CITB to the date asked.');
  await panel.getByRole('button', { name: 'Save the new slot and tell the customer' }).click();
  await expect(page.getByText('Moved with CITB to the date asked.')).toBeVisible();

  // The customer is told by email and by text, with the new slot in words.
  const moved = await waitForEmail(dataDir, 'change-request-done', orderId);
  expect(partOf(moved, 'text/plain')?.body).toContain(
    `Your test is on ${formatLongDate(newDate)} at 10:30am`,
  );
  const movedText = await waitForText(dataDir, new RegExp(`booking ${reference} has been moved`));
  expect(movedText.to).toBe(receiptText.to);
  expect(movedText.body).toContain('10:30am');

  // And the status page shows the new slot.
  await page.goto(`/booking?reference=${reference}`);
  // The link's reference is filled in once the page has started.
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
  await fillDateOfBirth(page, '15', '4', '1990');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByText(new RegExp(`${formatLongDate(newDate)} at 10:30am`))).toBeVisible();
  await expect(page.getByText('Your request to change the date')).toBeVisible();
  await expectNoAxeViolations(page, 'booking after the move');

  // Reminders can be turned off from the page, and the waiting ones are then not sent.
  await expect(page.getByText(/We remind you by email and by text message to 07/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn reminders off' }).click();
  await expect(page.getByText('Reminders are off.')).toBeVisible();
  await expect(page.getByText('Reminders are off for this booking.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn reminders back on' })).toBeVisible();
  await expectNoAxeViolations(page, 'reminders off');
  await shot(page, 'reminders-off');

  await page.getByRole('button', { name: 'Look up another booking' }).click();
  await expect(page.getByLabel('Booking reference')).toHaveValue('');
});

test('a card application’s status page takes the card’s expiry date for renewal reminders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = buildCandidate({ lastName: 'Cardby', email: 'cardby@example.com' });
  const headers = { authorization: AUTH };
  const created = await request.post('/api/v2/candidate', { headers, data: person });
  const { userId } = (await created.json()).data;
  const { type, applicationType, trait, requirements } = buildCardApplication();
  const booked = await request.post('/api/v2/card?initiate_pay=true', {
    headers,
    data: { userId, type, applicationType, trait, requirements },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { orderId, url } = (await booked.json()).data as { orderId: string; url: string };
  await page.goto(url);
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);

  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  await page.goto(`/booking?reference=${reference}`);
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
  await fillDateOfBirth(page, '15', '4', '1990');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'When does your CSCS card expire?' }),
  ).toBeVisible();

  // A date that is not real stays on the field, with the summary pointing at it.
  const expiry = page.getByRole('group', { name: 'Expiry date on your card' });
  await expiry.getByLabel('Day').fill('31');
  await expiry.getByLabel('Month').fill('2');
  await expiry.getByLabel('Year').fill('2028');
  await page.getByRole('button', { name: 'Save expiry date' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: /Enter a real date/ }),
  ).toBeVisible();

  const expiresOn = addMonths(todayInLondon(), 14);
  const [year, month, day] = expiresOn.split('-');
  await expiry.getByLabel('Day').fill(String(Number(day)));
  await expiry.getByLabel('Month').fill(String(Number(month)));
  await expiry.getByLabel('Year').fill(year!);
  await page.getByRole('button', { name: 'Save expiry date' }).click();
  await expect(
    page.getByText(`Saved: your card expires on ${formatLongDate(expiresOn)}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'card expiry saved');
  await shot(page, 'card-expiry');
});

/** A weekday `days` or more after `date` on which centres are open. */
function openWeekdayAfter(date: string, days: number): string {
  return workingEverywhereFrom(addDays(date, days));
}
