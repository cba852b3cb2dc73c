import { expect, test } from '@playwright/test';
import { HTML_LANG, LOCALES, localizePath, type Locale } from '@site/domain/i18n';
import { STATIC_ROUTES, h1sFromHtml, headTagsFromHtml } from '../../support/site';
import { expectNoAxeViolations } from '../../support/axe';

/** Every <link rel="alternate" hreflang> of a page's head: hreflang -> path. */
function alternatesOf(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = new Map<string, string>();
  for (const tag of head.match(/<link\b[^>]*rel="alternate"[^>]*>/g) ?? []) {
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) links.set(lang, new URL(href).pathname);
  }
  return links;
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'invalid:';

const htmlLangOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/**
 * Issue 20 point 2: every page of the route table is prerendered in every language, each with
 * its own lang, title, description, canonical address and the alternates of all 14 languages.
 */
test.describe('every page in every language', () => {
  for (const locale of LOCALES) {
    test(`${locale}: its own lang, title, canonical and alternates`, async ({ request }) => {
      test.setTimeout(120_000);
      for (const english of STATIC_ROUTES) {
        const path = localizePath(english, locale);
        const response = await request.get(path, { headers: { accept: 'text/html' } });
        expect.soft(response.status(), `${path} status`).toBe(200);
        const html = await response.text();
        expect.soft(htmlLangOf(html), `${path} lang`).toBe(HTML_LANG[locale]);
        const tags = headTagsFromHtml(html);
        expect.soft(tags.title, `${path} title`).toBeTruthy();
        expect.soft(tags.description?.length ?? 0, `${path} description`).toBeGreaterThan(20);
        expect.soft(h1sFromHtml(html).length, `${path} h1`).toBe(1);
        if (!/checkout|booking$/.test(english)) {
          expect.soft(new URL(canonicalOf(html)).pathname, `${path} canonical`).toBe(path);
          const alternates = alternatesOf(html);
          expect.soft(alternates.size, `${path} alternates`).toBe(LOCALES.length + 1);
          for (const other of LOCALES) {
            expect
              .soft(alternates.get(HTML_LANG[other]), `${path} alternate ${other}`)
              .toBe(localizePath(english, other));
          }
          expect.soft(alternates.get('x-default'), `${path} x-default`).toBe(english);
        }
      }
    });
  }

  test('a translated page is not the English one', async ({ request }) => {
    const english = headTagsFromHtml(await (await request.get('/book-citb-test')).text());
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const html = await (await request.get(`/${locale}/book-citb-test`)).text();
      const tags = headTagsFromHtml(html);
      expect.soft(tags.description, `${locale} description`).not.toBe(english.description);
      expect.soft(html, `${locale} menu`).not.toContain('>Find my booking<');
    }
  });

  test('an unknown page under a language prefix is that language’s 404', async ({ request }) => {
    const response = await request.get('/pl/no-such-page-here');
    expect(response.status()).toBe(404);
    expect(htmlLangOf(await response.text())).toBe('pl');
    expect((await request.get('/xx/book-citb-test')).status()).toBe(404);
  });
});

test.describe('the language switcher', () => {
  test('names each language in itself, keeps the page, and remembers the choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/centers');
    const switcher = page.locator('details.language-switcher');
    await switcher.locator('summary').click();
    const names: Record<Locale, string> = {
      en: 'English',
      bg: 'Български',
      cs: 'Čeština',
      cy: 'Cymraeg',
      de: 'Deutsch',
      es: 'Español',
      fr: 'Français',
      hu: 'Magyar',
      lt: 'Lietuvių',
      pa: 'ਪੰਜਾਬੀ',
      pl: 'Polski',
      pt: 'Português',
      ro: 'Română',
      ru: 'Русский',
    };
    for (const locale of LOCALES) {
      await expect(
        switcher.getByRole('link', { name: names[locale], exact: true }),
      ).toHaveAttribute('lang', HTML_LANG[locale]);
    }
    await expectNoAxeViolations(page, 'the open language switcher');
    await switcher.getByRole('link', { name: 'Polski' }).click();
    await expect(page).toHaveURL(/\/pl\/centers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    // Back on an English page, nothing moves by itself; Polish is offered, in Polish.
    await page.goto('/about-hse-test');
    await expect(page).toHaveURL(/\/about-hse-test$/);
    const offer = page.getByRole('link', { name: 'Przeczytaj tę stronę po polsku' });
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(page).toHaveURL(/\/pl\/about-hse-test$/);
    await expect(page.getByRole('link', { name: 'Przeczytaj tę stronę po polsku' })).toHaveCount(0);
  });

  test('keeps the query (the test asked for) when the language changes', async ({ page }) => {
    // /booking takes its reference out of the address as it reads it, so a test link is used.
    await page.goto('/citb-test-types?t=operative');
    await page.locator('details.language-switcher summary').click();
    await page.getByRole('link', { name: 'Română' }).click();
    await expect(page).toHaveURL(/\/ro\/citb-test-types\?t=operative$/);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // the switcher
    await expect(page.locator('details.language-switcher summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('details.language-switcher')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused();
  });
});
