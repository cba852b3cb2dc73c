import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import {
  expectPageLanguage,
  fillDetailsByIds,
  payOnSandboxByIds,
  pressContinue,
  pressPay,
} from '../../support/any-language';
import { fillPersonalDetails, payOnSandbox } from '../../support/candidate';
import { answerRequirements } from '../../support/card-journey';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 21 point 2: a card application asks, before payment, whether the applicant has what the
 * card needs; a "no" stops it with what to do first, and no order is made. Point 5: a lost card
 * is replaced without its number.
 */

/** Counts the card orders the page tries to make. */
function watchCardOrders(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/card') posts.push(r.url());
  });
  return posts;
}

/** From the card's link to the "Before you apply" step, as a general labourer (Operatives test). */
async function greenCardUpToRequirements(page: Page, prefix: string, newCard: string) {
  await page.goto(`${prefix}/apply-cscs-card?t=Green%20Labourer`);
  await pressContinue(page);
  await page.getByRole('radio', { name: newCard, exact: true }).check();
  await pressContinue(page);
  await page.locator('#trait').selectOption({ label: 'Labourer, General Construction Operative' });
  await pressContinue(page);
}

test('A worker without the Level 1 Award is stopped before payment and sent to the course', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  const orders = watchCardOrders(page);
  await greenCardUpToRequirements(page, '', 'New Card');
  await j.step('Before you apply for the Green Labourer card', 'requirements');
  await page
    .getByRole('group', { name: /Level 1 Award in Health and Safety/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await page
    .getByRole('group', { name: /CITB HS&E test \(Operative\)/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await j.continue();

  await j.step('You cannot apply for the Green Labourer card yet', 'not-ready');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const course = page.getByRole('link', { name: 'book the one-day Level 1 course' });
  await expect(course).toHaveAttribute('href', '/course-book');
  // The test was answered "yes", so only the course is asked for.
  await expect(page.getByRole('link', { name: 'book the test', exact: true })).toHaveCount(0);

  // The check page cannot be reached by its address either.
  await page.goto('/apply-cscs-card?step=check');
  await j.step('You cannot apply for the Green Labourer card yet', 'not-ready-again');
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toHaveCount(0);

  await page.getByRole('link', { name: 'book the one-day Level 1 course' }).click();
  await page.waitForURL(/\/course-book$/);
  await j.step('How do you want to take the Level 1 health and safety course?', 'course');
  expect(orders).toEqual([]);
});

test('A worker who has both says yes, pays, and is told the card comes to the My CSCS app', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const j = new JourneyPage(page, info);
  await greenCardUpToRequirements(page, '', 'New Card');
  // A "no" to the test names the test to book; changing the answers carries on.
  await answerRequirements(page, 'No');
  await j.continue();
  await j.step('You cannot apply for the Green Labourer card yet', 'not-ready-both');
  await expect(page.getByRole('link', { name: 'book the test', exact: true })).toHaveAttribute(
    'href',
    '/book-citb-test?t=operative',
  );
  await page.getByRole('button', { name: 'Change my answers' }).click();
  await answerRequirements(page, 'Yes');
  await j.continue();

  await j.step('Your reference numbers', 'references');
  await page.getByLabel('CITB testing ID').fill('CITB123456');
  await j.continue();
  await fillPersonalDetails(page, { firstName: 'Kwame', lastName: 'Mensah' });
  await j.continue();
  await j.step('Check your application and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  await expect(page.getByRole('heading', { name: 'Your next step' })).toBeVisible();
  await expect(page.getByText(/virtual card in the free My CSCS app/)).toBeVisible();
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'card', status: 'paid', card: { type: 'Green Labourer' } });
});

test('A worker replaces a lost card without its number', async ({ page, request }, info) => {
  const j = new JourneyPage(page, info);
  await greenCardUpToRequirements(page, '', 'Lost/Stolen Card');
  // A replacement is not asked about qualifications: the card already shows them.
  await j.step('Your reference numbers', 'references-lost');
  await expect(
    page.getByText(
      'No card number? Your date of birth and the name on the card are enough for CSCS to find it.',
    ),
  ).toBeVisible();
  await j.continue();
  await fillPersonalDetails(page, { firstName: 'Ewa', lastName: 'Zielinska' });
  await j.continue();
  await j.step('Check your application and pay', 'check-lost');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    status: 'paid',
    card: { type: 'Green Labourer', applicationType: 'Lost/Stolen Card' },
  });
  expect(order.Cards[0]?.registrationNumber ?? null).toBeNull();
});

test('The Green Labourer card page links the course as well as the test', async ({ page }) => {
  await page.goto('/cscs-green-card');
  await expect(page.getByRole('link', { name: 'Book the one-day Level 1 course' })).toHaveAttribute(
    'href',
    '/course-book',
  );
  await expect(page.getByRole('link', { name: /Book the Operative test/ })).toBeVisible();
});

test.describe('in Romanian, on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 }, isMobile: true, hasTouch: true });

  test('A worker is stopped without the Level 1 Award, then says yes and pays', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const j = new JourneyPage(page, info);
    const orders = watchCardOrders(page);
    await greenCardUpToRequirements(page, '/ro', 'Card nou');
    await j.step('Înainte să faceți cererea pentru cardul Green Labourer', 'ro-requirements');
    await expectPageLanguage(page, 'ro');
    await page
      .getByRole('group', { name: /Level 1 Award in Health and Safety/ })
      .getByRole('radio', { name: 'Nu', exact: true })
      .check();
    await page
      .getByRole('group', { name: /CITB HS&E \(Operative\)/ })
      .getByRole('radio', { name: 'Da', exact: true })
      .check();
    await pressContinue(page);

    await j.step('Încă nu puteți face cererea pentru cardul Green Labourer', 'ro-not-ready');
    await expect(
      page.getByRole('link', { name: 'rezervați cursul Level 1 de o zi' }),
    ).toHaveAttribute('href', '/ro/course-book');
    expect(orders).toEqual([]);

    await page.getByRole('button', { name: 'Modificați răspunsurile' }).click();
    await answerRequirements(page, 'Da');
    await pressContinue(page);
    await j.step('Numerele de referință', 'ro-references');
    await page.locator('#testingId').fill('CITB123456');
    await pressContinue(page);
    await j.step(/./, 'ro-details');
    await fillDetailsByIds(page, { firstName: 'Ioana', lastName: 'Popescu', title: 'Ms' });
    await pressContinue(page);
    await j.step('Verificați cererea și plătiți', 'ro-check');
    await pressPay(page);
    await payOnSandboxByIds(page);
    await page.waitForURL(/\/ro\/success\/[0-9a-f-]{36}$/);
    await j.step(/./, 'ro-success');
    await expect(page.getByRole('heading', { name: 'Următorul pas' })).toBeVisible();
    const order = await getOrder(request, orderIdFrom(page.url()));
    expect(order).toMatchObject({ kind: 'card', status: 'paid' });
  });
});
