import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { h1sFromHtml, waitForApp } from '../../support/site';

/**
 * Decision 015: the first question of every journey is in the prerendered HTML as a real form,
 * painted with the inline stylesheet before any script runs, and hydration takes it over
 * without a mismatch.
 */
const JOURNEYS = [
  {
    path: '/book-citb-test',
    h1: 'Which test do you need?',
    fields: ['testType'],
    submit: 'Continue',
  },
  {
    path: `/book-citb-test/${TEST_CENTRES[0]!.id}`,
    h1: 'Which test do you need?',
    fields: ['testType'],
    submit: 'Continue',
  },
  {
    path: '/apply-cscs-card',
    h1: 'Which card are you applying for?',
    fields: ['cardType'],
    submit: 'Continue',
  },
  {
    path: '/course-book',
    h1: 'How do you want to take the Level 1 health and safety course?',
    fields: ['kind'],
    submit: 'Continue',
  },
  {
    path: '/contact-us',
    h1: 'Contact us',
    fields: ['title', 'firstName', 'lastName', 'email', 'phoneNumber', 'comment'],
    submit: 'Send message',
  },
  {
    path: '/group-book',
    h1: 'Group bookings',
    fields: ['title', 'firstName', 'lastName', 'email', 'groupSize', 'comment'],
    submit: 'Send request',
  },
] as const;

/** What a visitor can see of the form: its heading, fields with their labels, and button. */
async function formOutline(page: Page) {
  return page.evaluate(() => {
    const form = document.querySelector('main form');
    if (!form) return null;
    const controls = Array.from(
      form.querySelectorAll<HTMLInputElement>('input, select, textarea'),
    ).map((control) => ({
      name: control.name,
      type: control.type,
      value: control.value,
      checked: control.checked,
      label: document.querySelector(`label[for="${control.id}"]`)?.textContent?.trim() ?? null,
    }));
    return {
      h1: document.querySelector('main h1')?.textContent?.trim(),
      caption: document.querySelector('main .caption')?.textContent?.trim() ?? null,
      controls,
      submit: form.querySelector('button[type="submit"]')?.textContent?.trim(),
    };
  });
}

test.describe('the first question of every journey', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.path}: a real form in the HTML, styled inline`, async ({ request }) => {
      const response = await request.get(journey.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(h1sFromHtml(main)).toEqual([journey.h1]);
      expect(main).toMatch(/<form\b[^>]*\bmethod="post"/);
      for (const field of journey.fields) {
        expect(main, field).toMatch(new RegExp(`<(input|select|textarea)\\b[^>]*name="${field}"`));
        expect(main, `${field} label`).toMatch(new RegExp(`<label[^>]*for="${field}"`));
      }
      expect(main).toMatch(new RegExp(`<button type="submit"[^>]*>${journey.submit}</button>`));
      // Without scripts the browser shows that the form needs them (a headless browser with
      // scripts turned off by DevTools still parses <noscript> as scripting-on, so this is
      // checked in the HTML).
      expect(main).toMatch(/<noscript><p class="notice">This form(<!-- -->)? needs JavaScript/);
      // The stylesheet is in the page, and the page's CSP allows exactly it.
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      const css = /<style id="site-css">([\s\S]+?)<\/style>/.exec(html)?.[1] ?? '';
      expect(css.length).toBeGreaterThan(1000);
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(response.headers()['content-security-policy']).toContain(
        `style-src-elem 'self' 'sha256-${hash}'`,
      );
    });
  }

  test('without JavaScript each form is there and styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const journey of JOURNEYS) {
      await page.goto(journey.path);
      await expect(page.getByRole('heading', { level: 1, name: journey.h1 })).toBeVisible();
      await expect(page.getByRole('button', { name: journey.submit })).toBeVisible();
      // Styled by the inline stylesheet: the main button is the brand's blue.
      await expect(page.getByRole('button', { name: journey.submit })).toHaveCSS(
        'background-color',
        'rgb(11, 83, 148)',
      );
    }
    await context.close();
  });

  test('hydration takes each form over with no error, and a new visitor sees the same form', async ({
    browser,
  }) => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const htmlPage = await scriptless.newPage();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const journey of JOURNEYS) {
      await htmlPage.goto(journey.path);
      const prerendered = await formOutline(htmlPage);
      await page.goto(journey.path);
      await waitForApp(page);
      expect(await formOutline(page), journey.path).toEqual(prerendered);
      expect(errors, `${journey.path} console`).toEqual([]);
    }
    await scriptless.close();
    await context.close();
  });
});
