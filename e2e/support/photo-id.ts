import type { Page } from '@playwright/test';
import { isoInDays } from './candidate';

/**
 * The test booking's photo ID step (issue 21 point 3), answered by the fields' ids so that it
 * works in every language: a document, an expiry date long after any test date a spec picks, and
 * the promise that the name will match.
 */
export async function answerPhotoId(
  page: Page,
  { document = 'passport', expiresOn = isoInDays(400) } = {},
): Promise<void> {
  await page.locator(`input[name="photoIdDocument"][value="${document}"]`).check();
  await fillPhotoIdExpiry(page, expiresOn);
  await page.locator('#photoIdNameMatches').check();
}

/** The expiry date's three boxes. */
export async function fillPhotoIdExpiry(page: Page, iso: string): Promise<void> {
  await page.locator('#photoIdExpiresOn-day').fill(String(Number(iso.slice(8, 10))));
  await page.locator('#photoIdExpiresOn-month').fill(String(Number(iso.slice(5, 7))));
  await page.locator('#photoIdExpiresOn-year').fill(iso.slice(0, 4));
}
