import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatLongDate } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { expectNoAxeViolations } from '../../support/axe';
import { getOrder, orderIdFrom } from '../../support/api';
import { CANDIDATE, workingDayAfter, workingDayIn } from '../../support/candidate';
import { answerPhotoId } from '../../support/photo-id';
import { partOf, waitForEmail } from '../../support/eml';
import { JourneyPage } from '../../support/journey-page';
import { waitForText } from '../../support/sms';

/**
 * Issue 20: a worker on a phone books and pays for a CITB test on /pl/book-citb-test. Every step
 * is in Polish with axe clean, the test's voice-over is Polish before anything is chosen (with
 * the page saying the questions stay English on screen), payment goes through the sandbox's
 * checkout, the outcome page stays in Polish, and the receipt comes by email and text in Polish.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

// The server the config starts writes its emails and texts here (playwright.config.ts).
const dataDir = process.env.E2E_DATA_DIR ?? '';

const POLISH_DATES = JSON.parse(
  readFileSync(
    new URL('../../../packages/domain/src/data/date-words/pl.json', import.meta.url),
    'utf8',
  ),
) as DateWords;

// Words of the English interface that a Polish page must not show. Proper names (centres,
// addresses, test names) contain none of them.
const ENGLISH_WORDS = /\b(Continue|Back|Change|Which|Where|When|Your|Enter|Select|Choose)\b/;

/** The step is a Polish page that fits a 360 px phone screen. */
async function expectPolishStep(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await page.getByRole('main').innerText()).not.toMatch(ENGLISH_WORDS);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

// The step's button and the pay button are the shared form kit's, in the glossary's words.
const CONTINUE = /^(Dalej|Kontynuuj)$/;

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: CONTINUE }).click();
}

/** Fills a date's three boxes by their ids (`${id}-day`, `-month`, `-year`). */
async function fillDateBoxes(page: Page, id: string, iso: string): Promise<void> {
  await page.locator(`#${id}-day`).fill(String(Number(iso.slice(8, 10))));
  await page.locator(`#${id}-month`).fill(String(Number(iso.slice(5, 7))));
  await page.locator(`#${id}-year`).fill(iso.slice(0, 4));
}

test('A worker on a phone books and pays for a CITB test in Polish, with the voice-over in Polish, and gets the receipt in Polish by email and text', async ({
  page,
  request,
}, info) => {
  // Every step runs an axe scan (see test-booking.spec.ts).
  test.setTimeout(180_000);
  const j = new JourneyPage(page, info);

  await page.goto('/pl/book-citb-test?t=operative');
  await j.step('Którego testu potrzebujesz?', 'pl-test-type');
  await expectPolishStep(page);
  await expect(page.getByText('Zarezerwuj test CITB: krok 1 z 8')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Operative' })).toBeChecked();
  await next(page);

  // The voice-over in the page's language is chosen already, and the page says what it means.
  await j.step('W jakim języku chcesz zdawać test?', 'pl-language');
  await expectPolishStep(page);
  await expect(page.getByRole('radio')).toHaveCount(15);
  await expect(page.getByRole('radio', { name: 'Polski' })).toBeChecked();
  await expect(
    page.getByText(
      'Pytania testu są wyświetlane na ekranie po angielsku, a lektor czyta je po polsku.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Tekst na ekranie po angielsku, lektor po polsku')).toBeVisible();
  await next(page);

  await j.step('Gdzie chcesz zdawać test?', 'pl-centre');
  await expectPolishStep(page);
  await page.getByLabel('Twój kod pocztowy (postcode)').fill('LS1 4DY');
  await page.getByRole('button', { name: 'Znajdź najbliższe centra' }).click();
  const nearest = page
    .getByRole('group', { name: 'Centra egzaminacyjne w pobliżu LS1 4DY' })
    .getByRole('radio');
  await expect(nearest.first()).toBeVisible();
  // Distances as Polish writes them: a decimal comma, 'mili'.
  await expect(page.locator('label', { hasText: /: \d+,\d mili$/ }).first()).toBeVisible();
  await j.screenshot('pl-centre-results');
  await nearest.first().check();
  await next(page);

  await j.step('Kiedy chcesz zdawać test?', 'pl-date');
  await expectPolishStep(page);
  const first = workingDayIn(14);
  const second = workingDayAfter(first);
  await fillDateBoxes(page, 'date', first);
  await fillDateBoxes(page, 'alternateDate', second);
  // The chosen days in Polish date words.
  await expect(page.getByText(`Wybrano: ${formatLongDate(first, POLISH_DATES)}.`)).toBeVisible();
  await expect(page.getByText(`Wybrano: ${formatLongDate(second, POLISH_DATES)}.`)).toBeVisible();
  await page.getByRole('radio', { name: '10:30', exact: true }).check();
  await next(page);

  await j.step('Czy zdajesz ten test ponownie?', 'pl-retake');
  await expectPolishStep(page);
  await page.getByRole('radio', { name: 'Nie, zdaję po raz pierwszy' }).check();
  await next(page);

  await j.step('Jaki dokument tożsamości ze zdjęciem zabierzesz na test?', 'pl-photo-id');
  await expectPolishStep(page);
  await answerPhotoId(page);
  await next(page);

  // The details form is the shared one; this journey's own words ask for the name as on the ID.
  await j.step(/\S/, 'pl-details');
  await expectPolishStep(page);
  await expect(
    page.getByText(/^Wpisz imię i nazwisko dokładnie tak, jak w dokumencie ze zdjęciem/),
  ).toBeVisible();
  await page.locator('#title').selectOption(CANDIDATE.title);
  await page.locator('#firstName').fill(CANDIDATE.firstName);
  await page.locator('#lastName').fill(CANDIDATE.lastName);
  await page.locator('#dateOfBirth-day').fill(CANDIDATE.day);
  await page.locator('#dateOfBirth-month').fill(CANDIDATE.month);
  await page.locator('#dateOfBirth-year').fill(CANDIDATE.year);
  await page.locator('#NI').fill(CANDIDATE.NI);
  await page.locator('#email').fill(CANDIDATE.email);
  await page.locator('#phoneNumber').fill(CANDIDATE.phone);
  await page.locator('#address').fill(CANDIDATE.address);
  await page.locator('#town').fill(CANDIDATE.town);
  await page.locator('#postCode').fill(CANDIDATE.postcode);
  await next(page);

  // The check page: the rows, the key facts and the ID reminder in Polish.
  await expect(page).toHaveURL(/\/pl\/citb-test-checkout$/);
  const pay = page.getByRole('button', { name: /zapłać/i });
  await expect(pay).toBeEnabled();
  await j.step('Sprawdź rezerwację i zapłać', 'pl-checkout');
  await expectPolishStep(page);
  await expect(page.getByText('Zarezerwuj test CITB: krok 8 z 8')).toBeVisible();
  await expect(
    page.getByText('Polski: tekst na ekranie po angielsku, lektor po polsku'),
  ).toBeVisible();
  await expect(page.getByText(`${formatLongDate(first, POLISH_DATES)}, godz. 10:30`)).toBeVisible();
  await expect(page.getByText('Opłata CITB za test')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Zabierz na test dokument tożsamości ze zdjęciem' }),
  ).toBeVisible();
  await page.getByLabel(/^Potwierdzam, że imię i nazwisko James Wilson/).check();
  await pay.click();

  // The sandbox's hosted checkout (the API's page), filled by its fields' ids.
  await page.waitForURL(/\/sandbox-checkout\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expectNoAxeViolations(page, 'pl-sandbox-checkout');
  await j.screenshot('pl-sandbox-checkout');
  await page.locator('#name').fill('James Wilson');
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('form[action^="/sandbox-checkout/"] button[type="submit"]').click();

  // The outcome page in Polish.
  await page.waitForURL(/\/pl\/success\//);
  await j.step(/płatnoś/i, 'pl-success');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const orderId = orderIdFrom(page.url());
  const order = await getOrder(request, orderId);
  expect(order).toMatchObject({ kind: 'test', status: 'paid' });
  // What the API is sent stays the spec's English name.
  expect(order.test).toMatchObject({ testType: 'operative', language: 'Polish', retake: false });
  await expect(page.getByText(order.reference).first()).toBeVisible();

  // The receipt by email, in Polish.
  const receipt = await waitForEmail(dataDir, 'order-confirmation', orderId);
  expect(receipt.subject).toContain(order.reference);
  const plain = partOf(receipt, 'text/plain')?.body ?? '';
  expect(plain).toMatch(/płatnoś/i);
  expect(plain).toMatch(/rezerw/i);
  expect(plain).not.toContain('Payment received');
  expect(partOf(receipt, 'text/html')?.body ?? '').toMatch(/płatnoś/i);

  // And by text message, in Polish.
  const text = await waitForText(dataDir, new RegExp(order.reference));
  expect(text.to).toMatch(/^\+447\d{9}$/);
  expect(text.body).toMatch(/płatnoś|rezerwac/i);
  expect(text.body).not.toMatch(/we have your payment/i);
});
