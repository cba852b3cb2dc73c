import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatLongDate, type DateWords } from '@site/domain/format';
import { getOrder, orderIdFrom } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { workingDayAfter, workingDayIn } from '../../support/candidate';
import { answerPhotoId } from '../../support/photo-id';
import {
  expectPageLanguage,
  fillDetailsByIds,
  payOnSandboxByIds,
  pressContinue,
  pressPay,
} from '../../support/any-language';
import { wordsOf } from '../../support/catalogue';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 20: a test booked and paid in Punjabi (Gurmukhi) on a phone, axe clean at every step,
 * each step's words those of the Punjabi catalogue, the voice-over Punjabi before anything is
 * chosen, and the outcome page in Punjabi.
 */
test.use({ viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });

const say = wordsOf('pa');
const PUNJABI_DATES = JSON.parse(
  readFileSync(
    new URL('../../../packages/domain/src/data/date-words/pa.json', import.meta.url),
    'utf8',
  ),
) as DateWords;

const ENGLISH_WORDS =
  /\b(Continue|Back|Change|Which|Where|When|Your|Enter|Select|Choose|Confirm)\b/;

/** In Punjabi, and nothing wider than the phone. */
async function expectPunjabiStep(page: Page): Promise<void> {
  await expectPageLanguage(page, 'pa');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // English is left only in proper names (test, card and centre names): none of the interface's
  // own words, and the heading is in Gurmukhi.
  expect(await page.getByRole('main').innerText()).not.toMatch(ENGLISH_WORDS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0A00-\u0A7F]/);
}

test('A worker books and pays for a CITB test in Punjabi on a 320 px phone', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);

  await page.goto('/pa/book-citb-test?t=operative');
  await j.step(say('Which test do you need?'), 'pa-test-type');
  await expectPunjabiStep(page);
  await pressContinue(page);

  await j.step(say('Which language do you want to take the test in?'), 'pa-language');
  await expectPunjabiStep(page);
  await expect(page.locator('input[type="radio"][value="Punjabi"]')).toBeChecked();
  await pressContinue(page);

  await j.step(say('Where would you like to take the test?'), 'pa-centre');
  await expectPunjabiStep(page);
  await page.locator('#postcode').fill('B1 1AA');
  await page.locator('#postcode').press('Enter');
  const nearest = page.locator('#nearest input[type="radio"], fieldset input[type="radio"]');
  await expect(nearest.first()).toBeVisible();
  await j.screenshot('pa-centre-results');
  await nearest.first().check();
  await pressContinue(page);

  await j.step(say('When would you like to take the test?'), 'pa-date');
  await expectPunjabiStep(page);
  const first = workingDayIn(16);
  for (const [id, iso] of [
    ['date', first],
    ['alternateDate', workingDayAfter(first)],
  ] as const) {
    await page.locator(`#${id}-day`).fill(String(Number(iso.slice(8, 10))));
    await page.locator(`#${id}-month`).fill(String(Number(iso.slice(5, 7))));
    await page.locator(`#${id}-year`).fill(iso.slice(0, 4));
  }
  await expect(page.getByText(formatLongDate(first, PUNJABI_DATES)).first()).toBeVisible();
  await page.locator('input[type="radio"][value="10:30"]').check();
  await pressContinue(page);

  await j.step(say('Are you retaking this test?'), 'pa-retake');
  await expectPunjabiStep(page);
  await page.getByRole('radio', { name: say('No, this is my first time') }).check();
  await pressContinue(page);

  await j.step(say('Which photo ID will you bring to the test?'), 'pa-photo-id');
  await expectPunjabiStep(page);
  await answerPhotoId(page);
  await pressContinue(page);

  await j.step(/\S/, 'pa-details');
  await expectPunjabiStep(page);
  await fillDetailsByIds(page);
  await pressContinue(page);

  await expect(page).toHaveURL(/\/pa\/citb-test-checkout$/);
  await j.step(say('Check your booking and pay'), 'pa-checkout');
  await expectPunjabiStep(page);
  await expect(page.getByText(formatLongDate(first, PUNJABI_DATES)).first()).toBeVisible();
  await page.locator('#confirmId').check();
  await pressPay(page);

  // The sandbox's hosted checkout, in Punjabi too.
  await page.waitForURL(/\/sandbox-checkout\//);
  await expectPageLanguage(page, 'pa');
  await expectNoAxeViolations(page, 'pa-sandbox-checkout');
  await payOnSandboxByIds(page);

  await page.waitForURL(/\/pa\/success\//);
  await j.step(say('Payment received'), 'pa-success');
  await expectPageLanguage(page, 'pa');
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({ kind: 'test', status: 'paid' });
  expect(order.test).toMatchObject({ language: 'Punjabi' });
});
