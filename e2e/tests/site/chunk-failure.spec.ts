import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { VIEWPORTS, waitForApp } from '../../support/site';

test.use({ ...VIEWPORTS.desktop });

/**
 * Issue 3 point 5: when a chunk cannot be downloaded, a clear message with a Reload button,
 * and the button brings the page back once the network does.
 */

function chunkAlert(page: Page) {
  return page.getByRole('alert').filter({ hasText: /Loading (CSS )?chunk .* failed/ });
}

test('a script chunk that fails during client navigation shows the message and Reload', async ({
  page,
}) => {
  // From a page React runs (the home page is sent without it, and its links load each page).
  await page.goto('/about-hse-test');
  await waitForApp(page);
  // The route chunk of /card-types, requested only when the visitor goes there.
  const pattern = /\/assets\/card-types-[^/]+\.js$/;
  await page.route(pattern, (route) => route.abort('failed'));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Card Types' }).click();
  const alert = chunkAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Loading chunk card-types-.+\.js failed/);
  const reload = alert.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('script-chunk-failed.png') });

  // The network is back: Reload shows the page the visitor asked for.
  await page.unroute(pattern);
  await reload.click();
  await expect(page).toHaveURL(/\/card-types$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(page);
  await expect(chunkAlert(page)).toHaveCount(0);
});

test('a CSS chunk that fails to load shows the message and Reload', async ({ page }) => {
  // The site's stylesheet is inline in every page (decision 015); the back office still brings
  // a stylesheet of its own, which its page fetches once the app renders it.
  const pattern = /\/assets\/[^/]+\.css$/;
  await page.route(pattern, (route) => route.abort('failed'));

  await page.goto('/admin');
  const alert = chunkAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Loading CSS chunk .+\.css failed/);
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('css-chunk-failed.png') });

  await page.unroute(pattern);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForApp(page);
  await expect(chunkAlert(page)).toHaveCount(0);
});

test('a script chunk that fails on first load shows the message', async ({ page }) => {
  await page.route(/\/assets\/root-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/centers');
  await expect(chunkAlert(page)).toBeVisible();
  await expect(chunkAlert(page).getByRole('button', { name: 'Reload' })).toBeVisible();
});
