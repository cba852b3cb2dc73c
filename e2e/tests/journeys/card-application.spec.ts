import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import { fillPersonalDetails, isoInDays, payOnSandbox } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';
import { answerRequirements, newCardUpToDetails } from '../../support/card-journey';

// Each application now also answers what the card needs (issue 21): a step more, with its axe scan.
test.describe.configure({ timeout: 180_000 });

/** Types a date into the current card's expiry boxes. */
async function fillExpiry(page: Page, iso: string) {
  const expiry = page.getByRole('group', { name: /When does your current card expire\?/ });
  await expiry.getByLabel('Day').fill(String(Number(iso.slice(8, 10))));
  await expiry.getByLabel('Month').fill(String(Number(iso.slice(5, 7))));
  await expiry.getByLabel('Year').fill(iso.slice(0, 4));
}

/** The answer beside a label in a summary list (check pages, order summaries). */
function summaryValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.summary-list dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('Worker applies for a new Blue Skilled Worker card and pays', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/apply-cscs-card?t=Blue%20Skilled%20Worker&source=card-page');
  await j.step('Which card are you applying for?', 'card-type');
  await expect(page.getByRole('radio', { name: /CSCS Blue Skilled Worker Card/ })).toBeChecked();
  await j.continue();

  await j.step(/What kind of .* application is this\?/, 'application-type');
  await j.choose('New Card');
  await j.continue();

  await j.step('Which trade should be printed on your card?', 'trade');
  const trade = page.getByLabel('Trade or occupation');
  const firstTrade = await trade.locator('option').nth(1).textContent();
  await trade.selectOption({ label: firstTrade ?? '' });
  await j.continue();

  await j.step('Before you apply for the Blue Skilled Worker card', 'requirements');
  await expect(page.getByRole('group', { name: /NVQ\/SVQ level 2/ })).toBeVisible();
  await answerRequirements(page, 'Yes');
  await j.continue();

  await j.step('Your reference numbers', 'references');
  await expect(page.getByLabel('CSCS card registration number')).toHaveCount(0);
  await page.getByLabel('CITB testing ID').fill('CITB123456');
  await j.continue();

  await j.step('Your details', 'details');
  await fillPersonalDetails(page, { firstName: 'Aisha', lastName: 'Khan', title: 'Ms' });
  await j.continue();

  await j.step('Check your application and pay', 'check');
  await expect(page.getByText('CSCS card fee')).toBeVisible();
  await expect(page.getByText('Our service fee')).toBeVisible();
  // Every detail that goes on the order can be checked before paying.
  await expect(summaryValue(page, 'CITB testing ID')).toHaveText('CITB123456');
  await expect(summaryValue(page, 'Phone number')).toHaveText('07700 900982');
  await expect(summaryValue(page, 'National Insurance number')).toHaveText('AB 12 34 56 C');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();

  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  // The testing ID and NI number given in the journey are on the order: nothing is asked again.
  const references = page.getByRole('region', { name: 'Your reference numbers' });
  await expect(summaryValue(references, 'CITB testing ID')).toHaveText('CITB123456');
  await expect(summaryValue(references, 'National Insurance number')).toHaveText('Ending in 56C');
  await expect(references.getByRole('textbox')).toHaveCount(0);
  await expect(references.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'card', status: 'paid' });
  expect(order.card).toMatchObject({
    type: 'Blue Skilled Worker',
    applicationType: 'New Card',
    trait: firstTrade,
  });
  expect(order.Cards[0]?.testingId).toBe('CITB123456');
});

test('Worker replaces a lost Black Manager card, is declined, and pays again for the same order', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/apply-cscs-card?t=Black%20Manager');
  await j.step('Which card are you applying for?', 'card-type');
  await j.continue();
  await j.step(/What kind of .* application is this\?/, 'application-type');
  await expect(page.getByRole('radio')).toHaveCount(3);
  await j.choose('Lost/Stolen Card');
  await j.continue();
  await j.step('Which trade should be printed on your card?', 'trade');
  await page.getByLabel('Trade or occupation').selectOption({ index: 1 });
  await j.continue();

  // A replacement asks nothing about qualifications, and its card number is optional.
  await j.step('Your reference numbers', 'references');
  await expect(page.getByLabel('CITB testing ID')).toHaveCount(0);
  await expect(
    page.getByText('No card number? Your date of birth and the name on the card are enough'),
  ).toBeVisible();
  await page.getByLabel('CSCS card registration number (optional)').fill('CSCS123456');
  await j.continue();
  await j.step('Your details', 'details');
  await fillPersonalDetails(page, { firstName: 'Tomasz', lastName: 'Nowak' });
  await j.continue();
  await j.step('Check your application and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();

  await payOnSandbox(page, '4000 0000 0000 0002');
  await page.waitForURL(/\/failed\//);
  await j.step('Your payment did not go through', 'failed');
  const orderId = orderIdFrom(page.url());
  expect((await getOrder(request, orderId)).status).toBe('failed');

  await page.getByRole('button', { name: 'Pay again' }).click();
  await payOnSandbox(page);
  await page.waitForURL(new RegExp(`/success/${orderId}`));
  await j.step('Payment received', 'success');
  // A replacement card has its registration number; only the missing testing ID is asked.
  const references = page.getByRole('region', { name: 'Your reference numbers' });
  await expect(summaryValue(references, 'CSCS card registration number')).toHaveText('CSCS123456');
  await expect(page.getByLabel('CITB testing ID (optional)')).toBeVisible();
  await expect(page.getByLabel('National Insurance number (optional)')).toHaveCount(0);
  const order = await getOrder(request, orderId);
  expect(order).toMatchObject({
    status: 'paid',
    card: { type: 'Black Manager', applicationType: 'Lost/Stolen Card' },
  });
  expect(order.Cards[0]?.registrationNumber).toBe('CSCS123456');
});

test('A worker who corrects their email after starting to pay keeps one candidate (PATCH /candidate)', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/candidate'))
      calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await newCardUpToDetails(page, j, 'Green Labourer', 'CITB654321');
  await fillPersonalDetails(page, { firstName: 'Grace', lastName: 'Obi' });
  await j.continue();
  await j.step('Check your application and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox-checkout\//);

  await page.goBack();
  await j.step('Check your application and pay', 'check-again');
  await page.getByRole('button', { name: 'Change email' }).click();
  await j.step('Your details', 'details-again');
  await page.getByLabel('Email address').fill('grace.obi@corrected.example');
  await j.continue();
  await j.step('Check your application and pay', 'check-corrected');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);

  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'card', status: 'paid' });
  expect(order.User.email).toBe('g***@corrected.example');
  expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  expect(calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
});

test('A change made from the check page asks only what it left unanswered', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/apply-cscs-card?t=Gold%20Supervisor');
  await j.continue();
  await j.choose('Lost/Stolen Card');
  await j.continue();
  await page.getByLabel('Trade or occupation').selectOption({ index: 1 });
  await j.continue();
  await page.getByLabel('CSCS card registration number').fill('CSCS123456');
  await j.continue();
  await fillPersonalDetails(page, { firstName: 'Nia', lastName: 'Roberts' });
  await j.continue();
  await j.step('Check your application and pay', 'check');

  // A renewal needs what the card needs and the CITB testing ID too: those are asked, not the trade.
  await page.getByRole('button', { name: 'Change application' }).click();
  await j.choose('Renew Card');
  await j.continue();
  // A renewal must have what the card needs, which a replacement was not asked.
  await j.step('Before you apply for the Gold Supervisor card', 'requirements-for-renewal');
  await answerRequirements(page, 'Yes');
  await j.continue();
  await j.step('Your reference numbers', 'references-for-renewal');
  await page.getByLabel('CITB testing ID').fill('CITB123456');
  // A renewal says when its card expires: within CSCS's window, 6 months before it.
  await fillExpiry(page, isoInDays(60));
  await j.continue();
  await j.step('Check your application and pay', 'check-renewal');
  await expect(page.getByText('Renew Card', { exact: true })).toBeVisible();
});

test('A worker renewing a card gives its expiry date, checked like any date, and cannot pay before CSCS renews it', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/apply-cscs-card?t=Green%20Labourer');
  await j.continue();
  await j.choose('Renew Card');
  await j.continue();
  await page.getByLabel('Trade or occupation').selectOption({ index: 1 });
  await j.continue();
  await answerRequirements(page, 'Yes');
  await j.continue();
  await j.step('Your reference numbers', 'references-renewal');
  await page.getByLabel('CITB testing ID').fill('CITB123456');
  await page.getByLabel('CSCS card registration number').fill('CSCS123456');
  const expiry = page.getByRole('group', { name: /When does your current card expire\?/ });
  await expiry.getByLabel('Day').fill('31');
  await expiry.getByLabel('Month').fill('2');
  await expiry.getByLabel('Year').fill('2027');
  await j.continue();
  // The error summary takes focus and its link goes to the day box.
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /Enter a real date/ }).click();
  await expect(expiry.getByLabel('Day')).toBeFocused();
  await j.step('Your reference numbers', 'references-renewal-error');

  // A card 2 years from expiring is not renewed yet: the message names both days.
  const notDue = isoInDays(730);
  await fillExpiry(page, notDue);
  await j.continue();
  await expect(summary.getByRole('link', { name: /Your card expires on / })).toContainText(
    'You can renew from',
  );
  await expect(page).toHaveURL(/step=references/);
  await j.step('Your reference numbers', 'references-renewal-too-early');

  const due = isoInDays(90);
  await fillExpiry(page, due);
  await j.continue();
  await fillPersonalDetails(page, { firstName: 'Nia', lastName: 'Roberts' });
  await j.continue();
  await j.step('Check your application and pay', 'check-renewal-expiry');
  await expect(summaryValue(page, 'Current card expires')).toHaveText(
    new RegExp(`${Number(due.slice(8, 10))} \\w+ ${due.slice(0, 4)}`),
  );
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success-renewal');
});
