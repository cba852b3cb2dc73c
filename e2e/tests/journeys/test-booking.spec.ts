import { expect, test } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import { fillDate, fillPersonalDetails, isoInDays, payOnSandbox } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

test('Candidate books an HS&E test at a centre found by postcode and pays by card', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/book-citb-test?t=operative');
  await j.step('Which test do you need?', 'test-type');
  await expect(page.getByRole('radio', { name: 'Operative' })).toBeChecked();
  await j.continue();

  await j.step('Which language do you want to take the test in?', 'language');
  await expect(page.getByRole('radio')).toHaveCount(15);
  await j.choose('Polish');
  await j.continue();

  await j.step('Where would you like to take the test?', 'centre');
  await page.getByLabel('Your postcode').fill('LS1 4DY');
  await page.getByRole('button', { name: 'Find nearest centres' }).click();
  const nearest = page.getByRole('group', { name: /Test centres near LS1 4DY/ }).getByRole('radio');
  await expect(nearest.first()).toBeVisible();
  expect(await nearest.count()).toBeLessThanOrEqual(10);
  await j.screenshot('centre-results');
  await nearest.first().check();
  await j.continue();

  await j.step('When would you like to take the test?', 'date');
  await fillDate(page, 'First choice of date', isoInDays(14));
  await fillDate(page, 'Alternate date', isoInDays(15));
  await j.choose('10:30am');
  await j.continue();

  await j.step('Are you retaking this test?', 'retake');
  await j.choose('No, this is my first time');
  await j.continue();

  await j.step('Your details', 'details');
  await fillPersonalDetails(page);
  await page.reload(); // details survive a reload (issue 4 point 8)
  await expect(page.getByLabel('First name')).toHaveValue('James');
  await j.continue();

  await expect(page).toHaveURL(/\/citb-test-checkout$/);
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
  await j.step('Check your booking and pay', 'checkout');
  await expect(page.getByText('CITB test fee')).toBeVisible();
  await expect(page.getByText('Our service fee')).toBeVisible();
  await expect(page.getByText('We are not CITB or CSCS')).toBeVisible();

  // The retake flag changes through PATCH /order (204).
  await page.getByLabel('I am retaking this test').click(); // checked only once PATCH answers 204
  await expect(page.getByLabel('I am retaking this test')).toBeChecked();

  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(page.locator('.error-summary').getByRole('link')).toHaveText(
    'Confirm that the name you entered matches your photo ID',
  );
  await expect(page).toHaveTitle(/^Error: /);
  await j.step('Check your booking and pay', 'checkout-id-error');
  await page.getByLabel(/I confirm that the name/).check();
  await page.getByRole('button', { name: 'Confirm and pay' }).dblclick();

  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  const orderId = orderIdFrom(page.url());
  const order = await getOrder(request, orderId);
  expect(order).toMatchObject({ kind: 'test', status: 'paid' });
  expect(order.test).toMatchObject({ testType: 'operative', language: 'Polish', retake: true });
  await expect(page.getByText(order.reference)).toBeVisible();

  await page.getByLabel('CITB testing ID (optional)').fill('CITB123456');
  await page.getByLabel('National Insurance number (optional)').fill('QQ123456C');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await j.screenshot('references-saved');
  expect((await getOrder(request, orderId)).Cards[0]?.testingId).toBe('CITB123456');

  // Back to checkout and pay again: the same order, never a second one.
  await page.goto('/citb-test-checkout');
  await page.waitForURL(/\/book-citb-test/); // the journey was cleared on confirmation
});
