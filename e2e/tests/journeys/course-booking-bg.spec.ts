import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatLongDate } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { getOrder, orderIdFrom } from '../../support/api';
import {
  expectPageLanguage,
  fillDetailsByIds,
  payOnSandboxByIds,
  pressContinue,
  pressPay,
} from '../../support/any-language';
import { workingDayIn } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

/**
 * Issue 20: a worker on a phone books the Level 1 course in Bulgarian at /bg/course-book and
 * pays; every step is in Bulgarian, dates are written with Bulgarian words, seats left are a
 * Bulgarian plural, every step passes axe, and the outcome page stays under /bg/. The emails in
 * the order's language are tested with the API.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

// Bulgarian's date words, as the page has them (read as data: the test runner loads no JSON
// modules).
const BG = JSON.parse(
  readFileSync(
    new URL('../../../packages/domain/src/data/date-words/bg.json', import.meta.url),
    'utf8',
  ),
) as DateWords;

/** The answer beside a label in a summary list. */
function summaryValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.summary-list dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('A worker on a phone books a classroom Level 1 course seat in Bulgarian and pays', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/bg/course-book');
  await expectPageLanguage(page, 'bg');
  await expect(page).toHaveTitle(/^Резервирайте курса по здраве и безопасност, ниво 1/);
  await j.step('Как искате да преминете курса по здраве и безопасност, ниво 1?', 'bg-kind');
  // Until the kind is chosen the length of the journey is not known.
  await expect(
    page.getByText('Резервирайте курса ниво 1: стъпка 1', { exact: true }),
  ).toBeVisible();
  // The qualification keeps its official English name, explained in Bulgarian beside it.
  await expect(
    page.getByText(
      /Level 1 Award in Health and Safety in a Construction Environment \(ниво 1 по здраве и безопасност в строителството\)/,
    ),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Присъствено в зала, един ден \(£\d+\.\d{2}\)$/ }).check();
  await pressContinue(page);

  await j.step('Къде искате да преминете курса?', 'bg-location');
  await expect(page.getByText('Резервирайте курса ниво 1: стъпка 2 от 5')).toBeVisible();
  await page.getByRole('radio').first().check();
  await pressContinue(page);

  await j.step(/^Изберете дата в .+/, 'bg-course-date');
  await expect(page.getByText('Показани са само датите със свободни места.')).toBeVisible();
  // Seats left in Bulgarian's plural forms: 'Остава 1 място', 'Остават 12 места'.
  const seats = page.getByText(/^(Остава 1 място|Остават \d+ места)$/);
  await expect(seats.first()).toBeVisible();
  // The day and its start time in Bulgarian, UK time: 'вторник, 24 ноември 2026 г., от 9:00 ч.'
  const dateOption = page.getByRole('radio').first();
  const when = (
    await dateOption.evaluate((radio: HTMLInputElement) => radio.labels?.[0]?.textContent ?? '')
  ).trim();
  const weekdays = BG.weekdays.join('|');
  const months = BG.months.join('|');
  expect(when).toMatch(
    new RegExp(`^(${weekdays}), \\d{1,2} (${months}) \\d{4} г\\., от \\d{1,2}:\\d{2} ч\\.$`),
  );
  await dateOption.check();
  await pressContinue(page);

  await j.step(/./, 'bg-details');
  await expectPageLanguage(page, 'bg');
  await fillDetailsByIds(page, { firstName: 'Георги', lastName: 'Иванов' });
  await pressContinue(page);

  await j.step('Проверете резервацията и платете', 'bg-check');
  await expect(page.getByRole('heading', { level: 2, name: 'Вашият курс' })).toBeVisible();
  await expect(summaryValue(page, 'Начин на обучение')).toHaveText('Присъствено (в зала)');
  await expect(summaryValue(page, 'Дата')).toHaveText(when);
  await expect(summaryValue(page, 'Курс')).toContainText('Level 1 Award in Health and Safety');
  await expect(page.getByRole('rowheader', { name: 'Такса за курса' })).toBeVisible();
  await expect(page.getByText(/^Курсът няма отделна официална такса/)).toBeVisible();
  await pressPay(page);

  await payOnSandboxByIds(page);
  await page.waitForURL(/\/bg\/success\/[0-9a-f-]{36}$/);
  await j.step(/./, 'bg-success');
  await expectPageLanguage(page, 'bg');

  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-offline',
    status: 'paid',
    course: { type: 'Offline' },
  });
});

test('A worker books the online Level 1 course in Bulgarian, the date in Bulgarian words, and pays', async ({
  page,
  request,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/bg/course-book');
  await j.step('Как искате да преминете курса по здраве и безопасност, ниво 1?', 'bg-online-kind');
  await expect(page.getByRole('radio', { name: /^Онлайн, когато ви е удобно/ })).toBeChecked();
  await pressContinue(page);

  await j.step('Кога искате да положите заключителния изпит?', 'bg-online-date');
  await expect(page.getByText('Резервирайте курса ниво 1: стъпка 2 от 4')).toBeVisible();
  const iso = workingDayIn(10);
  const inWords = formatLongDate(iso, BG);
  await expect(page.getByRole('group', { name: 'Дата на заключителния изпит' })).toBeVisible();
  await page.locator('#onlineDate-day').fill(String(Number(iso.slice(8, 10))));
  await page.locator('#onlineDate-month').fill(String(Number(iso.slice(5, 7))));
  await page.locator('#onlineDate-year').fill(iso.slice(0, 4));
  await expect(page.getByText(`Избрахте ${inWords}.`)).toBeVisible();
  await pressContinue(page);

  await j.step(/./, 'bg-online-details');
  await fillDetailsByIds(page);
  await pressContinue(page);

  await j.step('Проверете резервацията и платете', 'bg-online-check');
  await expect(summaryValue(page, 'Начин на обучение')).toHaveText('Онлайн');
  await expect(summaryValue(page, 'Заключителен изпит')).toHaveText(inWords);
  await pressPay(page);

  await payOnSandboxByIds(page);
  await page.waitForURL(/\/bg\/success\/[0-9a-f-]{36}$/);
  await j.step(/./, 'bg-online-success');
  await expectPageLanguage(page, 'bg');
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-online',
    status: 'paid',
    course: { type: 'Online', date: iso },
  });
});
