import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatLongDate } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { expectPageLanguage, pressContinue } from '../../support/any-language';
import { expectNoAxeViolations } from '../../support/axe';
import { isPlanDay } from '@site/domain/planning';
import { fillDate, workingDayIn } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 21 point 1: a worker who starts on site in five weeks plans back from that day for a
 * Green Labourer card at /plan, sees each step with its date and where the dates come from,
 * then follows the course link into the course booking with its answers filled in; in English
 * and in Polish. A start too soon is flagged with the earliest start that works.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
// Two pages and six axe scans each: more than the default time on a busy machine.
test.describe.configure({ timeout: 180_000 });

// Read as data: the test runner loads no JSON modules.
const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const PL = readJson<DateWords>('../../../packages/domain/src/data/date-words/pl.json');

/** The date each step's link books, read from the course link's address. */
async function courseLinkDate(page: Page, name: string | RegExp): Promise<string> {
  const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
  const date = new URL(href, 'http://x').searchParams.get('date') ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return date;
}

test('A worker plans back from a start in five weeks for a Green Labourer card and books the course', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  const start = workingDayIn(35);
  await page.goto('/');
  await page.getByRole('link', { name: 'Plan your start date' }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await j.step('Plan your start date', 'plan-form');

  // Nothing chosen: each field says what is missing, and no plan is shown.
  await j.continue('Make my plan');
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'This field is required',
  );
  await expect(page.locator('.plan')).toHaveCount(0);

  await fillDate(page, 'When do you start on site?', start);
  await page.getByLabel('Which card do you need?').selectOption('green-labourer');
  await j.continue('Make my plan');

  const plan = page.locator('section.plan');
  await expect(
    plan.getByRole('heading', {
      level: 2,
      name: `Your plan: CSCS Green Labourer Card by ${formatLongDate(start)}`,
    }),
  ).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/plan\\?start=${start}&card=green-labourer$`));
  await expect(plan.getByText(/^There is time\./)).toBeVisible();
  await expect(plan.locator('.warning-text')).toHaveCount(0);

  // The four steps in order, each with a working day as its date, then the start itself.
  const steps = plan.locator('.plan-steps > li');
  await expect(steps.locator('h3')).toHaveText([
    'Do the Level 1 Award course',
    'Pass the CITB HS&E test: Operative',
    'Apply for your CSCS card',
    'Your virtual card in the My CSCS app',
    'Start on site',
  ]);
  const dates = await plan.locator('.plan-step .plan-date').allTextContents();
  expect(dates).toHaveLength(5);
  for (const date of dates.slice(0, 4))
    expect(date).toMatch(/^By (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} \w+ \d{4}$/);
  expect(dates[4]).toBe(formatLongDate(start));

  // Where the dates come from, and that they are estimates.
  await expect(plan.getByRole('heading', { name: 'Where these dates come from' })).toBeVisible();
  await expect(plan.getByText(/^These dates are estimates, not promises\./)).toBeVisible();
  await expect(plan.getByText(/within about 5 working days/)).toBeVisible();
  await expectNoAxeViolations(page, 'the plan');
  await j.screenshot('plan-shown');

  // The other steps' links carry their answers too.
  await expect(plan.getByRole('link', { name: 'Book the test' })).toHaveAttribute(
    'href',
    '/book-citb-test?t=operative',
  );
  await expect(
    plan.getByRole('link', { name: 'Apply for the Green Labourer card' }),
  ).toHaveAttribute('href', '/apply-cscs-card?t=Green+Labourer&source=plan');

  // The course link books the online course for the course step's date, a working day.
  const courseDate = await courseLinkDate(page, 'Book the course online');
  expect(isPlanDay(courseDate), courseDate).toBe(true);
  expect(courseDate < start).toBe(true);
  await plan.getByRole('link', { name: 'Book the course online' }).click();
  await expect(page).toHaveURL(/\/course-book\?type=online&date=/);
  await j.step('How do you want to take the Level 1 health and safety course?', 'course-kind');
  await expect(page.getByRole('radio', { name: /^Online/ })).toBeChecked();
  await j.continue();

  await j.step('When do you want to sit the final assessment?', 'course-date');
  const box = page.getByRole('group', { name: 'Final assessment date' });
  await expect(box.getByLabel('Day')).toHaveValue(String(Number(courseDate.slice(8, 10))));
  await expect(box.getByLabel('Month')).toHaveValue(String(Number(courseDate.slice(5, 7))));
  await expect(box.getByLabel('Year')).toHaveValue(courseDate.slice(0, 4));
  await expect(page.getByText(`You chose ${formatLongDate(courseDate)}.`)).toBeVisible();
  await j.continue();

  await expect(page).toHaveURL(/step=details/);
  await j.step(/./, 'course-details');
});

test('A start too soon is flagged with the earliest start that works', async ({ page }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/cscs-green-card');
  await page.getByRole('link', { name: 'Plan your start date' }).click();
  await expect(page).toHaveURL(/\/plan\?card=green-labourer$/);
  await j.step('Plan your start date', 'plan-from-card');
  // The card page's link chose the card.
  await expect(page.getByLabel('Which card do you need?')).toHaveValue('green-labourer');

  const start = workingDayIn(3);
  await fillDate(page, 'When do you start on site?', start);
  // A trade with a specialist test: the plan's test is that trade's.
  await page
    .getByLabel('What is your trade? (optional)')
    .selectOption('Aerial and Satellite Installer');
  await j.continue('Make my plan');
  await expect(
    page.getByRole('heading', { name: 'Pass the CITB HS&E test: Working at Height Test' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/&trade=Aerial\+and\+Satellite\+Installer$/);
  const warning = page.locator('#plan-too-soon');
  await expect(warning).toContainText(`${formatLongDate(start)} is too soon`);
  const earliest = (await warning.textContent())?.match(
    /The earliest start that works is (.+?)\./,
  )?.[1];
  expect(earliest).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday) \d/);
  await expect(page.getByText(/^Too soon: the earliest you can do this is/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'a plan that does not fit');
  await j.screenshot('plan-too-soon');
});

test('A Polish worker plans at /pl/plan and the course booking opens in Polish with the date filled in', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  const start = workingDayIn(35);
  await page.goto('/pl/plan');
  await expectPageLanguage(page, 'pl');
  await expect(page).toHaveTitle(/^Zaplanuj datę rozpoczęcia/);
  await j.step('Zaplanuj datę rozpoczęcia', 'pl-plan-form');

  await expect(
    page.getByRole('group', { name: 'Kiedy zaczynasz pracę na budowie?' }),
  ).toBeVisible();
  await page.locator('#start-day').fill(String(Number(start.slice(8, 10))));
  await page.locator('#start-month').fill(String(Number(start.slice(5, 7))));
  await page.locator('#start-year').fill(start.slice(0, 4));
  await page.getByLabel('Jakiej karty potrzebujesz?').selectOption('green-labourer');
  await pressContinue(page);

  const plan = page.locator('section.plan');
  await expect(
    plan.getByRole('heading', {
      level: 2,
      name: `Twój plan: Karta CSCS Green Labourer, początek pracy: ${formatLongDate(start, PL)}`,
    }),
  ).toBeVisible();
  await expect(plan.getByText(/^Zdążysz\./)).toBeVisible();
  const dates = await plan.locator('.plan-step .plan-date').allTextContents();
  expect(dates).toHaveLength(5);
  const weekdays = PL.weekdays.slice(1, 6).join('|');
  for (const date of dates.slice(0, 4))
    expect(date).toMatch(new RegExp(`^Termin: (${weekdays}), `));
  await expect(plan.getByRole('heading', { name: 'Skąd są te daty' })).toBeVisible();
  await expect(plan.getByText(/^Te daty są szacunkowe/)).toBeVisible();
  await expect(plan.getByText(/około 5 dni roboczych/)).toBeVisible();
  await expectNoAxeViolations(page, 'the Polish plan');
  await j.screenshot('pl-plan-shown');

  const courseDate = await courseLinkDate(page, 'Zarezerwuj kurs online');
  expect(isPlanDay(courseDate), courseDate).toBe(true);
  await plan.getByRole('link', { name: 'Zarezerwuj kurs online' }).click();
  await expect(page).toHaveURL(/\/pl\/course-book\?type=online&date=/);
  await j.step('Jak chcesz odbyć kurs BHP poziomu 1?', 'pl-course-kind');
  await expect(page.locator('#kind')).toBeChecked();
  await pressContinue(page);

  await j.step('Kiedy chcesz zdawać egzamin końcowy?', 'pl-course-date');
  await expect(page.locator('#onlineDate-day')).toHaveValue(
    String(Number(courseDate.slice(8, 10))),
  );
  await expect(page.locator('#onlineDate-month')).toHaveValue(
    String(Number(courseDate.slice(5, 7))),
  );
  await expect(page.locator('#onlineDate-year')).toHaveValue(courseDate.slice(0, 4));
  await pressContinue(page);

  await expect(page).toHaveURL(/\/pl\/course-book\?.*step=details/);
  await j.step(/./, 'pl-course-details');
  await expectPageLanguage(page, 'pl');
});
