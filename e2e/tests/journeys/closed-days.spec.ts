import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { bankHolidayOn, weekdayOf } from '@site/domain/calendar';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';
import { buildTestBooking, nextDayWhere } from '@site/domain/test-support';
import {
  BOOKING_HORIZON_MONTHS,
  addMonths,
  earliestTestDate,
  todayInLondon,
} from '@site/domain/validators';
import { expectNoAxeViolations } from '../../support/axe';
import { workingDayAfter, workingDayIn } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

/**
 * Test centres are closed on Sundays and their nation's bank holidays
 * (decision 027), so the date step of a test booking says so before anything is typed and
 * refuses such a day with its own message (in English and in Polish), and the API refuses it
 * with a 400 field error. Leeds keeps England and Wales's days; Edinburgh Scotland's.
 */
test.use({ viewport: { width: 320, height: 720 }, isMobile: true, hasTouch: true });

// From the earliest bookable test day (3 working days on), so that "too soon" does not come first.
const earliest = earliestTestDate(todayInLondon());
const sunday = nextDayWhere((date) => weekdayOf(date) === 0, earliest);

/**
 * Christmas Day, this year's if it is still ahead, else next year's. Beyond the 6-month booking
 * horizon (a run from February to June) the date is first refused as too far, so the next bank
 * holiday stands in for it.
 */
function christmasOrNextBankHoliday(): string {
  const year = Number(earliest.slice(0, 4));
  const christmas = `${year}-12-25` >= earliest ? `${year}-12-25` : `${year + 1}-12-25`;
  if (christmas <= addMonths(todayInLondon(), BOOKING_HORIZON_MONTHS)) return christmas;
  return nextDayWhere(
    (date) => bankHolidayOn(date, 'england-and-wales') !== undefined && weekdayOf(date) !== 0,
    earliest,
  );
}
const holiday = christmasOrNextBankHoliday();

const LANGUAGES = {
  en: {
    path: '/book-citb-test?t=operative',
    continue: 'Continue',
    dateHeading: 'When would you like to take the test?',
    rule: 'Test centres are closed on Sundays and bank holidays.',
    refused: 'Test centres are closed on Sundays and bank holidays. Choose another date',
    bankHoliday: 'a bank holiday',
    time: '10:30am',
  },
  pl: {
    path: '/pl/book-citb-test?t=operative',
    continue: 'Dalej',
    dateHeading: 'Kiedy chcesz zdawać test?',
    rule: 'Centra egzaminacyjne są zamknięte w niedziele i dni ustawowo wolne od pracy.',
    refused:
      'Centra egzaminacyjne są zamknięte w niedziele i dni ustawowo wolne od pracy. Wybierz inną datę',
    bankHoliday: '(dzień ustawowo wolny od pracy)',
    time: '10:30',
  },
} as const;

async function fillDateBoxes(page: Page, id: string, iso: string): Promise<void> {
  await page.locator(`#${id}-day`).fill(String(Number(iso.slice(8, 10))));
  await page.locator(`#${id}-month`).fill(String(Number(iso.slice(5, 7))));
  await page.locator(`#${id}-year`).fill(iso.slice(0, 4));
}

for (const [code, words] of Object.entries(LANGUAGES)) {
  test(`the test date step (${code}) refuses a Sunday and a bank holiday and takes an open day`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const j = new JourneyPage(page, info);
    const next = () => j.continue(words.continue);
    await page.goto(words.path);
    await j.step(/\S/, `${code}-test-type`);
    await next();
    await j.step(/\S/, `${code}-language`);
    // English is offered first on the English page; the Polish page has Polish chosen already.
    if (code === 'en') await j.choose('English');
    await next();
    await j.step(/\S/, `${code}-centre`);
    await page.locator('#location').selectOption({ label: 'Leeds (LS1 5RD)' });
    await next();

    await j.step(words.dateHeading, `${code}-date`);
    // The rule is in each date's hint before anything is typed.
    await expect(page.locator('#date-hint')).toContainText(words.rule);
    await expect(page.locator('#alternateDate-hint')).toContainText(words.rule);

    await fillDateBoxes(page, 'date', sunday);
    await fillDateBoxes(page, 'alternateDate', holiday);
    await page.getByRole('radio', { name: words.time, exact: true }).check();
    // The date boxes show no calendar, so the hint names a bank holiday as one.
    await expect(page.locator('#alternateDate-hint')).toContainText(words.bankHoliday);
    await next();

    await expect(page.locator('#date-error')).toContainText(words.refused);
    await expect(page.locator('#alternateDate-error')).toContainText(words.refused);
    await expect(page.locator('.error-summary')).toContainText(words.refused);
    await expect(page).toHaveURL(/step=date/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page, `${code} date step with closed days refused`);
    await j.screenshot(`${code}-date-refused`);

    const open = workingDayIn(14);
    await fillDateBoxes(page, 'date', open);
    await fillDateBoxes(page, 'alternateDate', workingDayAfter(open));
    await next();
    await expect(page).toHaveURL(/step=retake/);
  });
}

/** From the first step to the date step in English, at the centre with this label. */
async function toDateStep(page: Page, j: JourneyPage, centre: string): Promise<void> {
  await page.goto('/book-citb-test?t=operative');
  await j.step(/\S/, 'test-type');
  await j.continue('Continue');
  await j.step(/\S/, 'language');
  await j.choose('English');
  await j.continue('Continue');
  await j.step(/\S/, 'centre');
  await page.locator('#location').selectOption({ label: centre });
  await j.continue('Continue');
  await j.step(LANGUAGES.en.dateHeading, 'date');
}

test.describe("a Scottish centre's own bank holiday, Monday 4 January 2027", () => {
  // The browser's today is Monday 7 December 2026, so the day is within the 6 months.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-07T12:00:00Z'));
  });

  test('Edinburgh refuses it and names it as a bank holiday in Scotland', async ({
    page,
  }, info) => {
    const j = new JourneyPage(page, info);
    await toDateStep(page, j, 'Edinburgh (EH1 3LR)');
    await fillDateBoxes(page, 'date', '2027-01-04');
    await fillDateBoxes(page, 'alternateDate', '2027-01-05');
    await page.getByRole('radio', { name: '10:30am', exact: true }).check();
    await expect(page.locator('#date-hint')).toContainText(
      'You chose Monday 4 January 2027, a bank holiday in Scotland.',
    );
    await j.continue('Continue');
    await expect(page.locator('#date-error')).toContainText(LANGUAGES.en.refused);
    await expect(page).toHaveURL(/step=date/);
    await j.screenshot('edinburgh-date-refused');
  });

  test('Leeds takes it: a working day in England', async ({ page }, info) => {
    const j = new JourneyPage(page, info);
    await toDateStep(page, j, 'Leeds (LS1 5RD)');
    await fillDateBoxes(page, 'date', '2027-01-04');
    await fillDateBoxes(page, 'alternateDate', '2027-01-05');
    await page.getByRole('radio', { name: '10:30am', exact: true }).check();
    await expect(page.locator('#date-hint')).toContainText('You chose Monday 4 January 2027.');
    await j.continue('Continue');
    await expect(page).toHaveURL(/step=retake/);
  });
});

test('the API refuses a Sunday as a test date with a 400 field error', async ({ page }) => {
  const authorization = basicAuthorization(DEFAULT_API_BASIC_AUTH);
  const res = await page.request.post('/api/v2/test', {
    headers: { authorization },
    data: { ...buildTestBooking({ userId: crypto.randomUUID() }), date: sunday },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { errors: { field: string; message: string; code: string }[] };
  expect(body.errors).toContainEqual({
    field: 'date',
    message: 'Test centres are closed on Sundays and bank holidays. Choose another date',
    code: 'testDateClosed',
  });
});
