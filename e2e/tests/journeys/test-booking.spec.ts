import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { attemptOrderId, getOrder, orderIdFrom } from '../../support/api';
import {
  fillDate,
  fillPersonalDetails,
  workingDayAfter,
  workingDayIn,
  payOnSandbox,
} from '../../support/candidate';
import { answerPhotoId } from '../../support/photo-id';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { JourneyPage } from '../../support/journey-page';

/** The answer beside a label in a summary list (check pages, order summaries). */
function summaryValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.summary-list dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('Candidate books an HS&E test at a centre found by postcode and pays by card', async ({
  page,
  request,
}, info) => {
  // Every step of the whole journey runs an axe scan: 60-85 s on this machine kind, near the
  // 90 s default, and over it when the machine is slow.
  test.setTimeout(240_000);
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
  // The list of all centres is in the order people read it: Croydon with the Cs, not among
  // the London centres between Liverpool and Londonderry.
  const centreLabels = (await page.getByLabel('Test centre').locator('option').allTextContents())
    .slice(1)
    .map((label) => label.trim());
  expect(centreLabels).toEqual([...centreLabels].sort((a, b) => a.localeCompare(b, 'en-GB')));
  expect(centreLabels.indexOf('Croydon (CR0 1YD)')).toBeLessThan(
    centreLabels.findIndex((label) => label.startsWith('Derby')),
  );
  // Enter in the postcode box runs the search; it does not submit the step.
  await page.getByLabel('Your postcode').fill('LS1 4DY');
  await page.getByLabel('Your postcode').press('Enter');
  const nearest = page.getByRole('group', { name: /Test centres near LS1 4DY/ }).getByRole('radio');
  await expect(nearest.first()).toBeVisible();
  await expect(page.locator('.error-summary')).toHaveCount(0);
  await expect(page).toHaveURL(/step=centre/);
  expect(await nearest.count()).toBeLessThanOrEqual(10);
  await j.screenshot('centre-results');
  await nearest.first().check();
  await j.continue();

  await j.step('When would you like to take the test?', 'date');
  const first = workingDayIn(14);
  await fillDate(page, 'First choice of date', first);
  await fillDate(page, 'Second-choice date', workingDayAfter(first));
  await j.choose('10:30am');
  await j.continue();

  await j.step('Are you retaking this test?', 'retake');
  await j.choose('No, this is my first time');
  await j.continue();

  await j.step('Which photo ID will you bring to the test?', 'photo-id');
  await answerPhotoId(page);
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
  // Every detail that goes on the order can be checked before paying.
  await expect(summaryValue(page, 'Phone number')).toHaveText('07700 900982');
  await expect(summaryValue(page, 'National Insurance number')).toHaveText('AB 12 34 56 C');
  await expect(page.getByText('Our service fee')).toBeVisible();
  await expect(page.getByText('We are not CITB or CSCS')).toBeVisible();

  // The retake flag changes through PATCH /order (204).
  await page.getByLabel('I am retaking this test').click(); // checked only once PATCH answers 204
  await expect(page.getByLabel('I am retaking this test')).toBeChecked();
  // An answer changed at its own step once the order exists reaches the order too.
  await page.goto('/book-citb-test?step=retake&return=checkout');
  await expect(page.getByRole('radio', { name: 'Yes, I am retaking it' })).toBeChecked();
  await j.choose('No, this is my first time');
  await j.continue();
  await expect(page).toHaveURL(/\/citb-test-checkout$/);
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
  await expect(page.getByLabel('I am retaking this test')).not.toBeChecked();
  const openOrderId = (await attemptOrderId(page, 'test-booking'))!;
  expect((await getOrder(request, openOrderId)).test).toMatchObject({ retake: false });
  await page.getByLabel('I am retaking this test').click();
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
  expect(orderId).toBe(openOrderId); // one order throughout
  const order = await getOrder(request, orderId);
  expect(order).toMatchObject({ kind: 'test', status: 'paid' });
  expect(order.test).toMatchObject({ testType: 'operative', language: 'Polish', retake: true });
  await expect(page.getByText(order.reference)).toBeVisible();
  await expect(summaryValue(page, 'Retaking the test')).toHaveText('Yes');

  // The NI number given in the journey is already on the order: only the testing ID is asked.
  const references = page.getByRole('region', { name: 'Your reference numbers' });
  await expect(summaryValue(references, 'National Insurance number')).toHaveText('Ending in 56C');
  await expect(page.getByLabel('National Insurance number (optional)')).toHaveCount(0);
  // Saving nothing asks for it, without calling an optional field required.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter your CITB testing ID to save, or leave this for now').first(),
  ).toBeVisible();
  await page.getByLabel('CITB testing ID (optional)').fill('CITB123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(summaryValue(references, 'CITB testing ID')).toHaveText('CITB123456');
  await j.screenshot('references-saved');
  expect((await getOrder(request, orderId)).Cards[0]?.testingId).toBe('CITB123456');
  await page.reload(); // what was saved is still shown, with no form asking for it again
  await expect(summaryValue(references, 'CITB testing ID')).toHaveText('CITB123456');
  await expect(page.getByLabel('CITB testing ID (optional)')).toHaveCount(0);

  // Back to checkout and pay again: the same order, never a second one.
  await page.goto('/citb-test-checkout');
  await page.waitForURL(/\/book-citb-test/); // the journey was cleared on confirmation
});

test('Candidate finds the test centres nearest a postcode on /centers and books at one', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/centers');
  await j.step('Test centres', 'centres');
  // A full postcode is looked up as in the booking journey, not matched against centre names.
  await page.getByLabel('Search by name, town or postcode').fill('SW1A 1AA');
  await expect(page.getByRole('status')).toHaveText(
    /^\d+ test centres? within 15 miles of SW1A 1AA, nearest first$/,
  );
  const distances = await page.locator('.centre .distance').allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  expect(distances.length).toBeLessThanOrEqual(10);
  const miles = distances.map((text) => Number.parseFloat(text));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(Math.max(...miles)).toBeLessThan(15);
  await j.screenshot('centres-nearest');

  // A name still filters the list.
  await page.getByLabel('Search by name, town or postcode').fill('Leeds');
  await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ test centres match$/);

  await page.getByLabel('Search by name, town or postcode').fill('SW1A 1AA');
  await page
    .getByRole('link', { name: /^Book a test at / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/book-citb-test\/\d+$/);
});

test('A centre chosen in the journey stays chosen after a reload, though the link named another', async ({
  page,
}, info) => {
  const leeds = TEST_CENTRES.find((centre) => centre.shortName === 'Leeds')!;
  const york = TEST_CENTRES.find((centre) => centre.shortName === 'York')!;
  await page.goto(`/book-citb-test/${leeds.id}?t=supervisors`);
  const j = new JourneyPage(page, info);
  await expect(page.getByRole('radio', { name: 'Supervisors Test' })).toBeChecked();
  await j.continue();
  await j.continue(); // English is the only language
  await expect(page.getByLabel('Test centre')).toHaveValue(String(leeds.id));
  await page.getByLabel('Test centre').selectOption(String(york.id));
  await j.continue();
  await expect(page).toHaveURL(new RegExp(`/book-citb-test/${leeds.id}\\?step=date`));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/When would you like/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Test centre')).toHaveValue(String(york.id));
});
