import { expect, test } from '@playwright/test';
import { axeViolations, waitForApp } from '../../support/site';

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

/**
 * Decision 032: the home page, in every language, is sent without React. Its header works from
 * one small script: the phone menu, the dropdowns from the keyboard, the language offer. Its
 * links load the next page, which starts React as every page does.
 */
test('the home page runs without React, and its menu and dropdowns work on a phone', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/pl');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-static-page', '');
  // The header's script, and the words of the offer of English (the browser's language).
  await expect(page.locator('.language-offer a')).toHaveText('Read this page in English');
  await expect.poll(() => scripts.length).toBe(2);
  expect(scripts[0]).toMatch(/^\/assets\/site-navigation-[\w-]+\.js$/);
  expect(scripts[1]).toMatch(/^\/assets\/language-words-[\w-]+\.js$/);
  expect(await page.evaluate(() => 'reactRouterContext' in window)).toBe(false);

  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  const cards = nav.getByRole('button', { name: 'Karty CSCS' });
  await expect(cards).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The keyboard pattern of the React header: ArrowDown opens and focuses the first link,
  // End the last, Escape closes and gives focus back.
  await cards.focus();
  await page.keyboard.press('ArrowDown');
  await expect(cards).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Green Labourer card' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(nav.getByRole('link', { name: 'Wszystkie karty' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cards).toHaveAttribute('aria-expanded', 'false');
  await expect(cards).toBeFocused();

  // A link loads the next page's HTML; that page starts React, and its menu is React's.
  await cards.click();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await nav.getByRole('link', { name: 'Blue Skilled Worker card' }).click();
  await expect(page).toHaveURL(/\/pl\/cscs-blue-card$/);
  await waitForApp(page);
  expect(documents).toEqual(['/pl/cscs-blue-card']);
  await expect(page.locator('html')).not.toHaveAttribute('data-static-page');
  expect(scripts.some((path) => /\/assets\/app-[\w-]+\.js$/.test(path))).toBe(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('the home page offers the language chosen before, and remembers a new choice', async ({
  page,
}) => {
  await page.goto('/pl');
  await page.evaluate(() => window.localStorage.setItem('site-language', 'ro'));
  await page.goto('/');
  await waitForApp(page);
  const offer = page.locator('.language-offer a');
  await expect(offer).toHaveText('Citiți această pagină în limba română');
  await expect(offer).toHaveAttribute('href', '/ro');

  await page.locator('details.language-switcher summary').click();
  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl$/);
  expect(await page.evaluate(() => window.localStorage.getItem('site-language'))).toBe('pl');
  await expect(page.locator('.language-offer')).toHaveCount(0);
});

test('a link pressed on the home page says it is working while the next page loads', async ({
  page,
}) => {
  await page.goto('/pl');
  await waitForApp(page);
  // The next page's HTML is held back for 2 seconds, as on a slow signal.
  await page.route('**/pl/group-book', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  // What the page shows is written down as it happens: Playwright waits for a navigation under
  // way before it reads the page again, and by then the next page is there.
  await page.evaluate(() => {
    const seen: Record<string, number | string> = {};
    document.addEventListener('click', () => (seen.press ??= performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector('a[aria-busy="true"]')) seen.busy ??= performance.now();
      if (document.querySelector('.progress-bar.shown')) seen.bar ??= performance.now();
      seen.status = document.querySelector('.progress-status')?.textContent ?? '';
      sessionStorage.setItem('seen', JSON.stringify(seen));
    }).observe(document.body, {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Rezerwacja grupowa' })
    .click();
  await expect(page).toHaveURL(/\/pl\/group-book$/);
  const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? '{}');
  expect(seen.busy - seen.press).toBeLessThan(100);
  expect(seen.bar - seen.press).toBeGreaterThanOrEqual(140);
  expect(seen.status).toBe('Wczytywanie…');
});
