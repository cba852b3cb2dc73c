import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import {
  fillDetailsByIds,
  payOnSandboxByIds,
  pressContinue,
  pressPay,
} from '../../support/any-language';
import { isoInDays, workingDayIn } from '../../support/candidate';
import { partOf, waitForEmail } from '../../support/eml';
import { JourneyPage } from '../../support/journey-page';
import { answerPhotoId, fillPhotoIdExpiry } from '../../support/photo-id';

/**
 * Issue 21 point 3: before paying for a test, the booking asks which photo ID the candidate will
 * bring, refuses one that runs out before the test date (or the second-choice date), and takes a
 * valid one through to payment; the check page and the receipt name it, GET /order does not.
 * In English and in Polish, on a 320 px phone.
 */
test.use({ viewport: { width: 320, height: 720 }, isMobile: true, hasTouch: true });

// The server the config starts writes its emails here (playwright.config.ts).
const dataDir = process.env.E2E_DATA_DIR ?? '';

const daysUntil = (iso: string) => Math.round((Date.parse(iso) - Date.parse(isoInDays(0))) / 864e5);

const LANGUAGES = {
  en: {
    path: '/book-citb-test?t=operative',
    heading: 'Which photo ID will you bring to the test?',
    expired:
      'Your ID runs out before your test date. Bring a different ID, or choose an earlier date',
    combination: 'a European national identity card',
    checkRow: 'UK or European photocard driving licence, valid until',
    confirmName: /^I confirm that the name James Wilson/,
    emailRow: 'UK or European photocard driving licence',
  },
  pl: {
    path: '/pl/book-citb-test?t=operative',
    heading: 'Jaki dokument tożsamości ze zdjęciem zabierzesz na test?',
    expired:
      'Twój dokument traci ważność przed datą testu. Zabierz inny dokument albo wybierz wcześniejszą datę',
    combination: 'dowód osobisty z kraju europejskiego',
    checkRow: 'Brytyjskie lub europejskie prawo jazdy ze zdjęciem (photocard), data ważności:',
    confirmName: /^Potwierdzam, że imię i nazwisko James Wilson/,
    emailRow: 'Brytyjskie lub europejskie prawo jazdy ze zdjęciem (photocard)',
  },
} as const;

/** Up to the photo ID step, by the fields' ids so that one walk serves both languages. */
async function bookUpToPhotoId(page: Page, path: string, first: string, second: string) {
  await page.goto(path);
  await pressContinue(page); // the test type the link chose
  await page.locator('input[name="language"][value="English"]').check();
  await pressContinue(page);
  await page.locator('#location').selectOption({ label: 'Mile End (E14 7AF)' });
  await pressContinue(page);
  for (const [id, iso] of [
    ['date', first],
    ['alternateDate', second],
  ] as const) {
    await page.locator(`#${id}-day`).fill(String(Number(iso.slice(8, 10))));
    await page.locator(`#${id}-month`).fill(String(Number(iso.slice(5, 7))));
    await page.locator(`#${id}-year`).fill(iso.slice(0, 4));
  }
  await page.locator('input[name="testTime"][value="10:30"]').check();
  await pressContinue(page);
  await page.locator('input[name="retake"][value="no"]').check();
  await pressContinue(page);
}

for (const [locale, say] of Object.entries(LANGUAGES)) {
  test(`${locale}: a test booking asks for the photo ID, refuses one that runs out before the test, then pays`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const j = new JourneyPage(page, info);
    const first = workingDayIn(21);
    const second = workingDayIn(daysUntil(first) + 2);
    await bookUpToPhotoId(page, say.path, first, second);

    await j.step(say.heading, `${locale}-photo-id`);
    await expect(page).toHaveURL(/step=photo-id/);
    // CITB's other accepted documents are listed under their choice.
    await expect(page.getByText(say.combination)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );

    // An ID that runs out the day before the test is refused with the message, and nothing moves.
    await answerPhotoId(page, {
      document: 'driving-licence',
      expiresOn: isoInDays(daysUntil(first) - 1),
    });
    await pressContinue(page);
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.locator('.error-summary').getByRole('link')).toContainText(say.expired);
    await expect(page).toHaveURL(/step=photo-id/);
    await expectNoAxeViolations(page, `${locale}-photo-id-expired`);
    await j.screenshot(`${locale}-photo-id-expired`);

    // Valid on the first choice but not on the second-choice date: refused too.
    await fillPhotoIdExpiry(page, isoInDays(daysUntil(second) - 1));
    await pressContinue(page);
    await expect(page.locator('.error-summary').getByRole('link')).toContainText(say.expired);

    // Valid on both: on to the details.
    await fillPhotoIdExpiry(page, isoInDays(400));
    await pressContinue(page);
    await expect(page).toHaveURL(/step=details/);
    await fillDetailsByIds(page);
    await pressContinue(page);

    // The check page lists the ID they said they will bring.
    await expect(page).toHaveURL(/\/citb-test-checkout$/);
    await expect(page.getByText(say.checkRow)).toBeVisible();
    await j.screenshot(`${locale}-checkout`);
    await page.getByLabel(say.confirmName).check();
    await pressPay(page);
    await payOnSandboxByIds(page);
    await page.waitForURL(/\/success\//);
    const orderId = orderIdFrom(page.url());
    const order = await getOrder(request, orderId);
    expect(order).toMatchObject({ kind: 'test', status: 'paid' });
    // The public order view keeps the ID's details to itself.
    expect(JSON.stringify(order)).not.toMatch(/photoId|driving-licence/);

    // The receipt says which document to bring, in the booking's language.
    const receipt = await waitForEmail(dataDir, 'order-confirmation', orderId);
    expect(partOf(receipt, 'text/plain')?.body ?? '').toContain(say.emailRow);
  });
}
