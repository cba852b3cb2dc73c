import type { Page } from '@playwright/test';
import type { JourneyPage } from './journey-page';

/**
 * The "Before you apply" step (issue 21): every question about what the card needs answered with
 * `answer`, the label of Yes or No in the page's language.
 */
export async function answerRequirements(page: Page, answer: string): Promise<void> {
  for (const question of await page.locator('fieldset').all())
    await question.getByRole('radio', { name: answer, exact: true }).check();
}

/**
 * A new card application from its link up to the details step: the card the link names, New
 * Card, the first trade listed, "yes" to what the card needs, and the CITB testing ID a new card
 * needs.
 */
export async function newCardUpToDetails(
  page: Page,
  j: JourneyPage,
  card: string,
  testingId: string,
): Promise<void> {
  await page.goto(`/apply-cscs-card?t=${encodeURIComponent(card)}`);
  await j.step('Which card are you applying for?', 'card-type');
  await j.continue();
  await j.step(/What kind of .* application is this\?/, 'application-type');
  await j.choose('New Card');
  await j.continue();
  await j.step('Which trade should be printed on your card?', 'trade');
  await page.getByLabel('Trade or occupation').selectOption({ index: 1 });
  await j.continue();
  await j.step(/^Before you apply for the .* card$/, 'requirements');
  await answerRequirements(page, 'Yes');
  await j.continue();
  await j.step('Your reference numbers', 'references');
  await page.getByLabel('CITB testing ID').fill(testingId);
  await j.continue();
  await j.step('Your details', 'details');
}
