import { expect, test } from '@playwright/test';
import { TEST_CENTRES } from '@site/domain/catalogue';
import {
  STATIC_ROUTES,
  UNKNOWN_PATH,
  captionFromHtml,
  h1sFromHtml,
  headTagsFromHtml,
} from '../../support/site';

/**
 * What a crawler or link preview gets without running JavaScript (issue 3 point 2): the raw
 * HTML of each static route already holds its title, description, social tags and h1.
 */
test.describe('prerendered HTML', () => {
  test('every static route carries its own title, description, social tags and h1', async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of STATIC_ROUTES) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect.soft(response.status(), `${path} status`).toBe(200);
      expect.soft(response.headers()['content-type'], `${path} type`).toMatch(/^text\/html/);
      const html = await response.text();
      const tags = headTagsFromHtml(html);

      expect.soft(tags.title, `${path} title`).toBeTruthy();
      expect.soft(tags.description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
      expect.soft(tags.ogTitle, `${path} og:title`).toBe(tags.title);
      expect.soft(tags.ogDescription, `${path} og:description`).toBe(tags.description);
      expect.soft(new URL(tags.ogUrl ?? 'invalid:').pathname, `${path} og:url`).toBe(path);
      expect.soft(tags.ogType, `${path} og:type`).toMatch(/^(website|article)$/);
      expect.soft(tags.ogImage ?? '', `${path} og:image`).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
      expect.soft(tags.twitterCard, `${path} twitter:card`).toBe('summary_large_image');

      const h1s = h1sFromHtml(html);
      expect.soft(h1s.length, `${path} h1 count`).toBe(1);
      expect.soft(h1s[0] ?? '', `${path} h1 text`).not.toBe('');
      // The main content is in the HTML too, not only the shell.
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect.soft(main, `${path} h1 inside <main>`).toMatch(/<h1\b/);
      expect
        .soft(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, `${path} main text`)
        .toBeGreaterThan(150);

      if (tags.title) {
        expect.soft(titles.get(tags.title), `${path} title is its own`).toBeUndefined();
        titles.set(tags.title, path);
      }
      if (tags.description) {
        const other = descriptions.get(tags.description);
        expect.soft(other, `${path} description is its own`).toBeUndefined();
        descriptions.set(tags.description, path);
      }
    }
    expect(titles.size).toBe(STATIC_ROUTES.length);
  });

  test("each test centre's booking page is prerendered, and an unknown centre is a 404", async ({
    request,
  }) => {
    for (const centre of [TEST_CENTRES[0]!, TEST_CENTRES.at(-1)!]) {
      const path = `/book-citb-test/${centre.id}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(headTagsFromHtml(html).title).toContain(centre.shortName);
      // The first question, its caption naming the centre (decision 015).
      expect(h1sFromHtml(html)).toEqual(['Which test do you need?']);
      expect(captionFromHtml(html)).toBe(`Book a CITB test at ${centre.shortName}: step 1 of 8`);
      expect(html).toContain(centre.postcode);
    }
    const unknown = await request.get('/book-citb-test/999999');
    expect(unknown.status()).toBe(404);
    expect(h1sFromHtml(await unknown.text())).toEqual(['Page not found']);
  });

  test('an unknown path is the 404 page with status 404', async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(headTagsFromHtml(html).title).toMatch(/^Page not found/);
    expect(h1sFromHtml(html)).toEqual(['Page not found']);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});
