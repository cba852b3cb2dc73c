import { expect, test } from '@playwright/test';
import { defineRouteSuite } from '../../support/route-suite';
import { STATIC_ROUTES, VIEWPORTS, waitForApp } from '../../support/site';

defineRouteSuite('phone');

test.describe('on a 390 px phone', () => {
  test.use({ ...VIEWPORTS.phone });

  test('no page scrolls sideways, tables included', async ({ page }) => {
    const wide: string[] = [];
    for (const path of STATIC_ROUTES) {
      await page.goto(path);
      await waitForApp(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });

  test('the test types table shows every column and names each test once', async ({ page }) => {
    await page.goto('/citb-test-types');
    await waitForApp(page);
    // Stacked into one card per test: the languages and the Book link are on screen.
    const operative = page.locator('tbody tr').filter({ hasText: /^Operative/ });
    await operative.scrollIntoViewIfNeeded();
    await expect(operative.locator('td[data-label="Languages"]')).toBeInViewport({ ratio: 1 });
    await expect(operative.getByRole('link', { name: 'Book the Operative test' })).toBeInViewport({
      ratio: 1,
    });
    await expect(
      page.getByRole('link', { name: 'Book the Working at Height Test', exact: true }),
    ).toHaveCount(1);
    await expect(page.getByText(/Test test/)).toHaveCount(0);

    await page.goto('/cscs-gold-supervisor-card');
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Book the Supervisors Test' })).toBeVisible();
  });
});
