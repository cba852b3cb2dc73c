import { expect, test } from '@playwright/test';
import { VIEWPORTS, headTags, headTagsFromHtml, waitForApp } from '../../support/site';

test.use({ ...VIEWPORTS.desktop });

/**
 * Client-side navigation (issue 3 points 1 and 2): no document load, the new route's title,
 * description and social tags replace the old ones, and the new page starts at the top.
 */
test('client navigation replaces title, description and social tags and scrolls to top', async ({
  page,
  request,
}) => {
  // From a page React runs (the home page is sent without it, and its links load each page).
  await page.goto('/about-hse-test');
  await waitForApp(page);
  // A marker on window survives only if the document is not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });

  const steps: { click: () => Promise<void>; path: string }[] = [
    {
      click: () => page.getByRole('contentinfo').getByRole('link', { name: 'Card Types' }).click(),
      path: '/card-types',
    },
    {
      click: () => page.getByRole('main').locator('a[href="/cscs-blue-card"]').first().click(),
      path: '/cscs-blue-card',
    },
    {
      click: () =>
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
      path: '/privacy-policy',
    },
  ];

  for (const step of steps) {
    const before = await headTags(page);
    // Start from the bottom of the page, where the footer links are.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await step.click();
    await expect(page).toHaveURL(new RegExp(`${step.path}$`));

    // The same tags a crawler gets for this route, now set by the client.
    const expected = headTagsFromHtml(await (await request.get(step.path)).text());
    await expect.poll(async () => (await headTags(page)).title).toBe(expected.title);
    const after = await headTags(page);
    expect(after).toEqual(expected);
    expect(after.title).not.toBe(before.title);
    expect(after.description).not.toBe(before.description);
    expect(after.ogUrl).not.toBe(before.ogUrl);
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  }

  expect(documents, 'no document was loaded').toEqual([]);
  expect(
    await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  // Back restores the previous route's tags.
  await page.goBack();
  await expect(page).toHaveURL(/\/cscs-blue-card$/);
  await expect.poll(async () => (await headTags(page)).ogUrl).toMatch(/\/cscs-blue-card$/);
});

test('an order that cannot be found says so in the tab title as in the heading', async ({
  page,
}) => {
  for (const outcome of ['success', 'failed']) {
    await page.goto(`/${outcome}/00000000-0000-4000-8000-000000000000`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We could not find this order',
    );
    await expect(page).toHaveTitle('We could not find this order | SafeSite Bookings');
  }
});
