import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { HTML_LANG } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import { CANDIDATE } from './candidate';
import { waitForApp } from './site';

/**
 * A journey in any of the site's languages (issue 20). The controls every journey shares (the
 * step's main button, the details form, the pay button, the sandbox checkout) are found by their
 * place and ids rather than by their words, so a test of one journey in Romanian or Bulgarian
 * asserts that journey's own translated words and not another area's.
 */

/** The page is in `locale`: `<html lang>` is the language's BCP 47 tag. */
export async function expectPageLanguage(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
}

/** The step's one main button ('Continue' in English), once the journey has taken over. */
export async function pressContinue(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator('main form .actions button[type="submit"]').click();
}

/** The details step (spec §3), filled by the fields' ids. */
export async function fillDetailsByIds(
  page: Page,
  overrides: Partial<typeof CANDIDATE> = {},
): Promise<void> {
  const c = { ...CANDIDATE, ...overrides };
  await page.locator('#title').selectOption({ value: c.title });
  await page.locator('#firstName').fill(c.firstName);
  await page.locator('#lastName').fill(c.lastName);
  await page.locator('#dateOfBirth-day').fill(c.day);
  await page.locator('#dateOfBirth-month').fill(c.month);
  await page.locator('#dateOfBirth-year').fill(c.year);
  await page.locator('#NI').fill(c.NI);
  await page.locator('#email').fill(c.email);
  await page.locator('#phoneNumber').fill(c.phone);
  await page.locator('#address').fill(c.address);
  await page.locator('#town').fill(c.town);
  await page.locator('#postCode').fill(c.postcode);
}

/** The check page's pay button ('Confirm and pay' in English). */
export async function pressPay(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator('main .step > .actions > button.button').click();
}

/** Pays with the sandbox's test card on its hosted checkout page, by the fields' ids. */
export async function payOnSandboxByIds(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox-checkout\//);
  await page.locator('#name').fill(`${CANDIDATE.firstName} ${CANDIDATE.lastName}`);
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('main form button[type="submit"]').click();
}
