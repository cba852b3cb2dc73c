import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';

/**
 * The routes of spec §2, written out from the specification rather than read from the web
 * app, so a route missing from the app's route table or prerender list shows up as a failure.
 */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/book-citb-test',
  '/citb-test-types',
  '/citb-test-checkout',
  '/group-book',
  '/apply-cscs-card',
  '/cscs-card',
  '/course-book',
  '/one-day-health-and-safety-awareness-course',
  '/nvq-level2',
  '/centers',
  '/test-per-occupation',
  '/cscs-test',
  '/citb-test',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact-us',
  '/card-types',
  '/about-hse-test',
  '/booking',
  // The 13 card pages.
  '/cscs-green-card',
  '/cscs-apprentice-card',
  '/cscs-red-experienced-technical-card',
  '/cscs-experienced-worker-card',
  '/cscs-red-trainee-card',
  '/cscs-red-industry-placement-card',
  '/cscs-blue-card',
  '/cscs-gold-advanced-craft-card',
  '/cscs-gold-supervisor-card',
  '/cscs-black-manager-card',
  '/cscs-aqp-card',
  '/cscs-pqp-card',
  '/cscs-red-provisional-card',
  // One of the test centres' booking pages, which are prerendered too.
  '/book-citb-test/1',
];

export const UNKNOWN_PATH = '/no-such-page-here';

/**
 * Routes served by the SPA fallback (their HTML carries no page-specific title), with the
 * title each one must set once React has rendered it. `:order` is replaced by a real order.
 */
export const DYNAMIC_ROUTES: readonly { path: string; title: RegExp }[] = [
  { path: '/success/:order', title: /\| SafeSite Bookings$/ },
  { path: '/failed/:order', title: /\| SafeSite Bookings$/ },
];

/**
 * Static routes that move on by themselves when visited cold: the checkout without a test
 * chosen sends the visitor back to the start of the booking.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/citb-test-checkout': '/book-citb-test',
};

const AUTH = basicAuthorization(DEFAULT_API_BASIC_AUTH);

/** An unpaid test booking made through the API, for the /success and /failed pages. */
export async function createUnpaidOrder(request: APIRequestContext): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/v2${path}`, { headers: { authorization: AUTH }, data });
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, string> }).data;
  };
  const { userId } = await post('/candidate', buildCandidate());
  const { orderId } = await post('/test', buildTestBooking({ userId }));
  if (!orderId) throw new Error('no order id');
  return orderId;
}

export const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core violations of WCAG 2.2 AA on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are needed; skipping the details of passing nodes saves seconds on big pages.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Resolves once React has hydrated the page (the shell marks the app ready) and, on a page whose
 * content needs the browser, once that content has replaced the prerendered fallback.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as Window & { __appReady?: boolean }).__appReady &&
      !document.querySelector('.journey-area:not([data-taken-over])'),
  );
}

export interface HeadTags {
  title: string | null;
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  ogType: string | null;
  ogImage: string | null;
  twitterCard: string | null;
}

/** The document's title and social tags as the browser sees them now. */
export async function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
    return {
      title: document.title || null,
      description: meta('name="description"'),
      ogTitle: meta('property="og:title"'),
      ogDescription: meta('property="og:description"'),
      ogUrl: meta('property="og:url"'),
      ogType: meta('property="og:type"'),
      ogImage: meta('property="og:image"'),
      twitterCard: meta('name="twitter:card"'),
    };
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The same tags read from raw HTML, as a crawler or link preview sees them (no JavaScript). */
export function headTagsFromHtml(html: string): HeadTags {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const attr = (tag: string, name: string) => {
    const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return match?.[1] === undefined ? null : decodeEntities(match[1]);
  };
  const meta = (key: 'name' | 'property', value: string) => {
    for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
      if (attr(tag, key) === value) return attr(tag, 'content');
    }
    return null;
  };
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? null : decodeEntities(title),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
    ogType: meta('property', 'og:type'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
  };
}

/** The text of each <h1> in raw HTML, tags stripped. */
export function h1sFromHtml(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
  );
}

/** The text of a journey step's caption ('Book a CITB test: step 1 of 7') in raw HTML. */
export function captionFromHtml(html: string): string | undefined {
  const match = /<p class="caption">([\s\S]*?)<\/p>/.exec(html);
  return match ? decodeEntities((match[1] ?? '').replace(/<[^>]+>/g, '')).trim() : undefined;
}
