import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatMoney } from '@site/domain/format';
import { cardPrice, coursePrice, testPrice } from '@site/domain/pricing';
import type { Price } from '@site/domain/pricing';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 21 point 6: the whole price on the first step of the test, card and course journeys,
 * before any question is answered, with the official fee and our fee apart and the total as the
 * domain prices them, and the link to do it direct; the home page's prices are the whole prices
 * most people pay. In English and in Polish, on a 320 px phone screen.
 */
test.use({ viewport: { width: 320, height: 720 }, isMobile: true, hasTouch: true });

// Where the site sends people to book or apply direct (apps/web/app/config/site.ts).
const CITB_DIRECT = 'https://www.citb.co.uk/courses-and-qualifications/hs-e-test-and-cards/';
const CSCS_DIRECT = 'https://www.cscs.uk.com/applying-for-cards/';

const money = ({ officialFee, serviceFee, total }: Price) => ({
  official: formatMoney(officialFee),
  service: formatMoney(serviceFee),
  total: formatMoney(total),
});
const TEST = money(testPrice());
const CARD = money(cardPrice('New Card'));
const COURSE = money(coursePrice('Online'));
const CLASSROOM = money(coursePrice('Offline'));

/** The journeys whose price holds an official fee, and where to pay that fee alone. */
const WITH_OFFICIAL_FEE = [
  {
    name: 'test booking',
    of: 'test',
    path: '/book-citb-test',
    price: TEST,
    body: 'CITB',
    href: CITB_DIRECT,
  },
  {
    name: 'card application',
    of: 'card',
    path: '/apply-cscs-card',
    price: CARD,
    body: 'CSCS',
    href: CSCS_DIRECT,
  },
] as const;

/** The words each language's page uses, from its catalogues (apps/web/locales). */
const LANGUAGES = [
  {
    code: 'en',
    prefix: '',
    title: 'What it costs',
    rows: {
      test: 'CITB test fee',
      card: 'CSCS card fee',
      course: 'Course fee',
      service: 'Our service fee',
      total: 'Total to pay',
    },
    headings: {
      test: 'Which test do you need?',
      card: 'Which card are you applying for?',
      course: 'How do you want to take the Level 1 health and safety course?',
    },
    classroom: `In a classroom, the course costs ${CLASSROOM.total}.`,
    home: [
      `${TEST.total} in total: ${TEST.official} CITB test fee and ${TEST.service} our service fee`,
      `${CARD.total} in total for most cards: ${CARD.official} CSCS card fee and ${CARD.service} our service fee`,
    ],
  },
  {
    code: 'pl',
    prefix: '/pl',
    title: 'Ile to kosztuje',
    rows: {
      test: 'Opłata CITB za test',
      card: 'Opłata CSCS za kartę',
      course: 'Opłata za kurs',
      service: 'Nasza opłata za obsługę',
      total: 'Razem do zapłaty',
    },
    headings: {
      test: 'Którego testu potrzebujesz?',
      card: 'O jaką kartę wnioskujesz?',
      course: 'Jak chcesz odbyć kurs BHP poziomu 1?',
    },
    classroom: `Kurs stacjonarny (w sali) kosztuje ${CLASSROOM.total}.`,
    home: [
      `Razem ${TEST.total}: opłata CITB za test ${TEST.official} i nasza opłata za obsługę ${TEST.service}`,
      `Razem ${CARD.total} za większość kart: opłata CSCS za kartę ${CARD.official} i nasza opłata za obsługę ${CARD.service}`,
    ],
  },
] as const;

/** The price box's table, row by row as [what, amount]. */
async function priceRows(page: Page, title: string): Promise<string[][]> {
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  return region
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The box comes before the question, and nothing on the page is wider than the screen. */
async function expectPriceFirstOnPhone(page: Page, title: string): Promise<void> {
  const before = await page.evaluate((id) => {
    const box = document.getElementById(id)!;
    const h1 = document.querySelector('main h1')!;
    return Boolean(box.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, 'price-first-title');
  expect(before, `${title} before the question`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

for (const lang of LANGUAGES) {
  test.describe(`The whole price first (${lang.code})`, () => {
    for (const journey of WITH_OFFICIAL_FEE) {
      test(`the ${journey.name}'s first step shows the ${journey.body} fee, our fee, the total and ${journey.body}'s own way to do it (${lang.code})`, async ({
        page,
      }, info) => {
        const j = new JourneyPage(page, info);
        await page.goto(`${lang.prefix}${journey.path}`);
        await j.step(lang.headings[journey.of], `${lang.code}-${journey.of}-price`);
        expect(await priceRows(page, lang.title)).toEqual([
          [lang.rows[journey.of], journey.price.official],
          [lang.rows.service, journey.price.service],
          [lang.rows.total, journey.price.total],
        ]);
        await expectPriceFirstOnPhone(page, lang.title);
        // Nothing is answered yet.
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
        const direct = page
          .getByRole('region', { name: lang.title })
          .getByRole('link', { name: journey.body, exact: true });
        await expect(direct).toHaveAttribute('href', journey.href);
        // It opens as any link does, in the same window.
        await expect(direct).not.toHaveAttribute('target', /./);
      });
    }

    test(`the course booking's first step shows the course fee online and in a classroom (${lang.code})`, async ({
      page,
    }, info) => {
      const j = new JourneyPage(page, info);
      await page.goto(`${lang.prefix}/course-book`);
      await j.step(lang.headings.course, `${lang.code}-course-price`);
      // We run the course: no official fee is passed on, so one line and the total.
      expect(await priceRows(page, lang.title)).toEqual([
        [lang.rows.course, COURSE.total],
        [lang.rows.total, COURSE.total],
      ]);
      await expect(page.getByRole('region', { name: lang.title })).toContainText(lang.classroom);
      await expectPriceFirstOnPhone(page, lang.title);
    });

    test(`the home page shows the whole price most people pay (${lang.code})`, async ({
      page,
    }, info) => {
      const j = new JourneyPage(page, info);
      await page.goto(lang.prefix || '/');
      await j.step(/./, `${lang.code}-home-prices`);
      for (const line of lang.home)
        await expect(page.getByText(line, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    });
  });
}
