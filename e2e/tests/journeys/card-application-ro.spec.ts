import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import {
  expectPageLanguage,
  fillDetailsByIds,
  payOnSandboxByIds,
  pressContinue,
  pressPay,
} from '../../support/any-language';
import { answerRequirements } from '../../support/card-journey';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 20: a worker on a phone applies for a CSCS card in Romanian at /ro/apply-cscs-card and
 * pays; every step is in Romanian (card names stay CSCS's English ones), passes axe, and the
 * outcome page stays under /ro/. The emails in the order's language are tested with the API.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

// Each application now also answers what the card needs (issue 21): a step more, with its axe scan.
test.describe.configure({ timeout: 180_000 });

/** The answer beside a label in a summary list. */
function summaryValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.summary-list dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('A worker on a phone applies for a new Blue Skilled Worker card in Romanian and pays', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/ro/apply-cscs-card?t=Blue%20Skilled%20Worker&source=card-page');
  await expectPageLanguage(page, 'ro');
  await expect(page).toHaveTitle(/^Solicitați un card CSCS/);
  await j.step('Pentru ce card faceți cererea?', 'ro-card-type');
  await expect(page.getByText('Solicitați un card CSCS: pasul 1 din 7')).toBeVisible();
  // The card's name is CSCS's own, in English on every page.
  await expect(page.getByRole('radio', { name: /Cardul CSCS Blue Skilled Worker/ })).toBeChecked();
  await pressContinue(page);

  await j.step('Cardul CSCS Blue Skilled Worker: ce fel de cerere faceți?', 'ro-application-type');
  await expect(page.getByText('Nu ați avut niciodată acest card')).toBeVisible();
  await page.getByRole('radio', { name: 'Card nou' }).check();
  await pressContinue(page);

  await j.step('Ce meserie doriți să fie tipărită pe card?', 'ro-trade');
  const trade = page.getByLabel('Meserie sau ocupație');
  const firstTrade = await trade.locator('option').nth(1).textContent();
  await trade.selectOption({ label: firstTrade ?? '' });
  await pressContinue(page);

  await j.step('Înainte să faceți cererea pentru cardul Blue Skilled Worker', 'ro-requirements');
  await answerRequirements(page, 'Da');
  await pressContinue(page);

  await j.step('Numerele de referință', 'ro-references');
  await expect(page.getByLabel('Numărul de înregistrare al cardului CSCS')).toHaveCount(0);
  await page.getByLabel('ID-ul de testare CITB (testing ID)').fill('CITB123456');
  await pressContinue(page);

  // The details form is the site's shared one (its words are another area's).
  await j.step(/./, 'ro-details');
  await expectPageLanguage(page, 'ro');
  await fillDetailsByIds(page, { firstName: 'Ioana', lastName: 'Popescu', title: 'Ms' });
  await pressContinue(page);

  await j.step('Verificați cererea și plătiți', 'ro-check');
  await expect(page.getByRole('heading', { level: 2, name: 'Cardul dumneavoastră' })).toBeVisible();
  await expect(summaryValue(page, 'Card')).toHaveText('Cardul CSCS Blue Skilled Worker');
  await expect(summaryValue(page, 'Tipul cererii')).toHaveText('Card nou');
  await expect(summaryValue(page, 'Meseria de pe card')).toHaveText(firstTrade ?? '');
  await expect(summaryValue(page, 'ID-ul de testare CITB \\(testing ID\\)')).toHaveText(
    'CITB123456',
  );
  await expect(page.getByRole('rowheader', { name: 'Taxa CSCS pentru card' })).toBeVisible();
  await pressPay(page);

  await payOnSandboxByIds(page);
  await page.waitForURL(/\/ro\/success\/[0-9a-f-]{36}$/);
  await j.step(/./, 'ro-success');
  await expectPageLanguage(page, 'ro');

  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'card', status: 'paid' });
  // What is sent to CSCS stays in its own English words.
  expect(order.card).toMatchObject({
    type: 'Blue Skilled Worker',
    applicationType: 'New Card',
    trait: firstTrade,
  });
  expect(order.Cards[0]?.testingId).toBe('CITB123456');
});
