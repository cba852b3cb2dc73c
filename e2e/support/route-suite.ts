import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import {
  DYNAMIC_ROUTES,
  REDIRECTS,
  STATIC_ROUTES,
  UNKNOWN_PATH,
  VIEWPORTS,
  axeViolations,
  createUnpaidOrder,
  headTags,
  headTagsFromHtml,
  waitForApp,
  type ViewportName,
} from './site';

interface SharedPage {
  page: Page;
  /** Console errors and uncaught exceptions since the last `reset()`. */
  errors: { text: string; url: string }[];
  /** An unpaid order, for /success/:order and /failed/:order. */
  orderId: string;
  reset(): void;
}

/**
 * Every route of spec §2 at one viewport, in one browser page per worker (a fresh page per
 * route would cost a second each on a small machine). Each route is its own test, so one
 * failing route does not hide the others.
 */
export function defineRouteSuite(name: ViewportName): void {
  const test = base.extend<object, { shared: SharedPage }>({
    shared: [
      async ({ browser }, use, workerInfo) => {
        const context = await browser.newContext({
          ...VIEWPORTS[name],
          baseURL: workerInfo.project.use.baseURL,
          locale: 'en-GB',
          timezoneId: 'Europe/London',
        });
        const page = await context.newPage();
        const errors: SharedPage['errors'] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') {
            errors.push({ text: message.text(), url: message.location().url });
          }
        });
        page.on('pageerror', (error) => errors.push({ text: String(error), url: '' }));
        const orderId = await createUnpaidOrder(context.request);
        await use({ page, errors, orderId, reset: () => errors.splice(0) });
        await context.close();
      },
      { scope: 'worker' },
    ],
  });

  const routes = [
    ...STATIC_ROUTES.map((path) => ({ path, status: 200, title: null as RegExp | null })),
    ...DYNAMIC_ROUTES.map((route) => ({ ...route, status: 200 })),
    { path: UNKNOWN_PATH, status: 404, title: /^Page not found \| / },
  ];

  test.describe(`every route at the ${name} viewport`, () => {
    for (const route of routes) {
      test(`${route.path} (${name})`, async ({ shared }) => {
        const { page } = shared;
        shared.reset();
        const response = await page.goto(route.path.replace(':order', shared.orderId));
        expect(response?.status(), 'HTTP status').toBe(route.status);
        await waitForApp(page);
        const redirect = REDIRECTS[route.path];
        if (redirect) await expect(page).toHaveURL((url) => url.pathname === redirect);
        // Exactly one h1, after any client-only content has rendered.
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        if (route.status !== 200 || route.title) await page.waitForLoadState('networkidle');

        const tags = await headTags(page);
        if (route.title) {
          expect.soft(tags.title ?? '', 'title').toMatch(route.title);
        } else {
          // A prerendered page: the title and description it was served with are its own
          // (their uniqueness across routes is checked in static-html.spec.ts), and React
          // keeps them after hydrating.
          const html = redirect
            ? await (await page.request.get(redirect)).text()
            : ((await response?.text()) ?? '');
          const served = headTagsFromHtml(html);
          expect.soft(tags.title, 'title').toBe(served.title);
          expect.soft(tags.description, 'description').toBe(served.description);
        }
        expect.soft(tags.title ?? '', 'title is set').not.toBe('');
        expect.soft(tags.description?.length ?? 0, 'description length').toBeGreaterThan(40);
        expect.soft(await page.locator('head title').count(), 'one <title>').toBe(1);
        expect
          .soft(await page.locator('meta[name="description"]').count(), 'one description')
          .toBe(1);

        expect.soft(await axeViolations(page), 'axe-core WCAG 2.2 AA violations').toEqual([]);

        // The 404 document's own response is logged by the browser as a failed resource.
        const documentUrl = page.url();
        const errors = shared.errors.filter(
          (e) => !(route.status === 404 && e.url === documentUrl && /status of 404/.test(e.text)),
        );
        expect.soft(errors, 'console errors').toEqual([]);
      });
    }
  });
}
