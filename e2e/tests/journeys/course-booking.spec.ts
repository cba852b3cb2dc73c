import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { abandonOrder, attemptOrderId, getOrder, orderIdFrom } from '../../support/api';
import { fillDate, fillPersonalDetails, workingDayIn, payOnSandbox } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

/** The answer beside a label in a summary list (check pages, order summaries). */
function summaryValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.summary-list dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A course has no official fee: one 'Course fee' line, and no testing ID or NI form. */
async function expectCourseFeeOnly(page: Page): Promise<void> {
  await expect(page.getByRole('rowheader', { name: 'Course fee' })).toBeVisible();
  await expect(page.getByText('Official fee', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Our service fee', { exact: true })).toHaveCount(0);
}

test('Worker books the online Level 1 course and pays', async ({ page, request }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.step('How do you want to take the Level 1 health and safety course?', 'kind');
  await expect(page.getByRole('radio', { name: /Online/ })).toBeChecked(); // spec §4: Online by default
  await j.continue();
  await j.step('When do you want to sit the final assessment?', 'online-date');
  await fillDate(page, 'Final assessment date', workingDayIn(10));
  await j.continue();
  await j.step('Your details', 'details');
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await expectCourseFeeOnly(page);
  await expect(summaryValue(page, 'Phone number')).toHaveText('07700 900982');
  await expect(summaryValue(page, 'National Insurance number')).toHaveText('AB 12 34 56 C');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  await expectCourseFeeOnly(page);
  await expect(page.getByRole('region', { name: 'Your reference numbers' })).toHaveCount(0);
  await expect(page.getByLabel('CITB testing ID (optional)')).toHaveCount(0);
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-online',
    status: 'paid',
    course: { type: 'Online', date: workingDayIn(10) },
  });
});

test('Worker books a classroom Level 1 course seat and pays', async ({ page, request }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.step('How do you want to take the Level 1 health and safety course?', 'kind');
  // Until the kind is chosen the length of the journey is not known, so no total is promised.
  await expect(page.getByText('Book the Level 1 course: step 1', { exact: true })).toBeVisible();
  await j.choose(/In a classroom/);
  await j.continue();
  await j.step('Where would you like to take the course?', 'location');
  await expect(page.getByText('Book the Level 1 course: step 2 of 5')).toBeVisible();
  await page.getByRole('radio').first().check();
  await j.continue();
  await j.step(/Choose a date at/, 'course-date');
  await expect(page.getByText(/seats? left/).first()).toBeVisible();
  // The day and its start time, in UK time: 'Tuesday 24 November 2026 at 9:00am'.
  const dateOption = page.getByRole('radio').first();
  const when = (
    await dateOption.evaluate((radio: HTMLInputElement) => radio.labels?.[0]?.textContent ?? '')
  ).trim();
  expect(when).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}(am|pm)$/);
  await dateOption.check();
  await j.continue();
  await j.step('Your details', 'details');
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await expect(summaryValue(page, 'Date')).toHaveText(when);
  await expectCourseFeeOnly(page);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  // The success page says 'The day starts at the time shown': the time is shown.
  await expect(summaryValue(page, 'Date')).toHaveText(when);
  // And where: the venue with its address and postcode.
  await expect(summaryValue(page, 'Location')).toHaveText(/, [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
  await expectCourseFeeOnly(page);
  await expect(page.getByRole('region', { name: 'Your reference numbers' })).toHaveCount(0);
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-offline',
    status: 'paid',
    course: { type: 'Offline' },
  });
});

test('Worker who changes the date after opening checkout can pay only the new booking', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.choose(/In a classroom/);
  await j.continue();
  await page.getByRole('radio').first().check();
  await j.continue();
  await page.getByRole('radio').nth(1).check();
  await j.continue();
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox-checkout\//);
  const firstCheckout = page.url();

  // Back from the payment page, a different date, and pay again.
  await page.goBack();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Change date', exact: true }).click();
  await page.getByRole('radio').nth(2).check();
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox-checkout\//);
  expect(page.url()).not.toBe(firstCheckout);
  const secondCheckout = page.url();

  // The first checkout, left open in another tab, takes no payment now.
  const other = await page.context().newPage();
  await other.goto(firstCheckout);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('This booking has closed');
  await expect(other.getByLabel('Card number')).toHaveCount(0);
  await other.close();

  await page.goto(secondCheckout);
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'course-offline', status: 'paid' });
});

test('Worker whose order closed while the check page sat open books it again by paying', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.continue(); // online, the default
  await fillDate(page, 'Final assessment date', workingDayIn(12));
  await j.continue();
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox-checkout\//);
  const closedOrderId = await attemptOrderId(page, 'course-booking');
  expect(closedOrderId).toBeTruthy();

  // Meanwhile the order is closed, as when answers changed in another tab replaced it.
  await abandonOrder(request, closedOrderId!);

  await page.goBack();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox-checkout\//);
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  const paid = await getOrder(request, orderIdFrom(page.url()));
  expect(paid.id).not.toBe(closedOrderId);
  expect(paid).toMatchObject({ kind: 'course-online', status: 'paid' });
  expect((await getOrder(request, closedOrderId!)).status).not.toBe('paid');

  // The closed order's own outcome pages offer a new booking, not a payment it would refuse.
  for (const outcome of ['failed', 'success']) {
    await page.goto(`/${outcome}/${closedOrderId}`);
    await j.step('This order has closed', `closed-order-${outcome}`);
    await expect(page.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book your course again' })).toHaveAttribute(
      'href',
      '/course-book',
    );
  }
});
