import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  CANDIDATE,
  fillDate,
  fillPersonalDetails,
  workingDayAfter,
  workingDayIn,
} from '../../support/candidate';
import { answerPhotoId } from '../../support/photo-id';
import { JourneyPage } from '../../support/journey-page';
import { waitForApp } from '../../support/site';
import { newCardUpToDetails } from '../../support/card-journey';

/**
 * Issue 23: a phone several workers share, on a slow connection (decision 021). One browser
 * context, one tab, two people one after the other; the smallest phone width.
 */
test.use({ viewport: { width: 320, height: 640 } });

// Not the NI number the form's hint gives as its example: that hint is in every page's messages.
const FIRST = { ...CANDIDATE, firstName: 'James', lastName: 'Walker', NI: 'JT 48 27 91 B' };
const QUESTION = 'Are you booking for James Walker again?';

/**
 * What is saved in the tab under the journeys' prefix, but a journey's own empty answers (a
 * journey on screen saves its answers, none yet) and their expiry time.
 */
async function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(sessionStorage).filter(
      (key) =>
        key.startsWith('safesite:') &&
        key !== 'safesite:expires' &&
        !['{}', '{"testType":"operative"}'].includes(sessionStorage.getItem(key) ?? ''),
    ),
  );
}

/** Everything on the page a person can read or a script can find. */
async function pageHasAnyOf(page: Page, texts: readonly string[]): Promise<string[]> {
  const html = await page.content();
  return texts.filter((text) => html.includes(text));
}
const FIRST_PERSONS_DETAILS = [FIRST.NI, FIRST.email, FIRST.phone, FIRST.address, FIRST.postcode];

/** A test booking from the menu's link up to the details step. */
async function bookUpToDetails(page: Page, j: JourneyPage): Promise<void> {
  await page.goto('/book-citb-test?t=operative');
  await j.step('Which test do you need?', 'test-type');
  await j.continue();
  await j.step('Which language do you want to take the test in?', 'language');
  await j.choose('English');
  await j.continue();
  await j.step('Where would you like to take the test?', 'centre');
  await page.getByLabel('Test centre').selectOption({ label: 'Mile End (E14 7AF)' });
  await j.continue();
  await j.step('When would you like to take the test?', 'date');
  const first = workingDayIn(14);
  await fillDate(page, 'First choice of date', first);
  await fillDate(page, 'Second-choice date', workingDayAfter(first));
  await j.choose('10:30am');
  await j.continue();
  await j.step('Are you retaking this test?', 'retake');
  await j.choose('No, this is my first time');
  await j.continue();
  await j.step('Which photo ID will you bring to the test?', 'photo-id');
  await answerPhotoId(page);
  await j.continue();
  await j.step('Your details', 'details');
}

/** James Walker books a test up to its checkout page, and leaves without paying. */
async function bookUpToCheckout(page: Page, j: JourneyPage): Promise<void> {
  await bookUpToDetails(page, j);
  await expect(page.getByText('They are cleared when you pay, close the tab')).toBeVisible();
  await fillPersonalDetails(page, FIRST);
  await j.continue();
  await j.step('Check your booking and pay', 'checkout');
  await expect(page.getByText(FIRST.NI)).toBeVisible();
}

/** Opens the menu on a phone and taps one of its links. */
async function tapMenuLink(page: Page, name: string) {
  await waitForApp(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  await link.click();
  return link;
}

test('the next person on the same phone never sees the first one’s details unless they say they are them', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);
  await bookUpToCheckout(page, j);
  await page.goto('/');

  // The second person taps "CITB Test": asked first, by name only.
  await tapMenuLink(page, 'CITB Test');
  await j.step(QUESTION, 'second-asked');
  await expect(page.getByRole('group', { name: QUESTION })).toBeVisible();
  expect(await pageHasAnyOf(page, [...FIRST_PERSONS_DETAILS, 'Mile End'])).toEqual([]);

  // Continue without an answer: the question says what is missing.
  await j.continue();
  await expect(page.locator('.error-summary')).toContainText('Select yes or no');
  await j.choose('No, I am someone else');
  await j.continue();

  // A fresh start: nothing of the first person's answers or details is left.
  await j.step('Which test do you need?', 'second-fresh');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await savedKeys(page)).toEqual([]);
  expect(await pageHasAnyOf(page, FIRST_PERSONS_DETAILS)).toEqual([]);

  // Another journey in the same tab asks nothing: nobody is saved.
  await page.goto('/apply-cscs-card');
  await j.step('Which card are you applying for?', 'second-card');
  await expect(page.getByRole('heading', { name: QUESTION })).toHaveCount(0);
});

test('the same person says yes and carries on with their details', async ({ page }, info) => {
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);
  await bookUpToCheckout(page, j);
  await page.goto('/');
  await tapMenuLink(page, 'CITB Test');
  await j.step(QUESTION, 'asked');
  await j.choose('Yes, I am James Walker');
  await j.continue();
  // Every answer kept: Continue goes to the first question left, the checkout, with their details.
  await j.step('Which test do you need?', 'kept-test-type');
  await expect(page.getByRole('radio', { name: 'Operative' })).toBeChecked();
  await j.continue();
  await j.step('Check your booking and pay', 'kept-checkout');
  await expect(page.getByText(FIRST.NI)).toBeVisible();
  await expect(page.getByText('Mile End')).toBeVisible();
});

test('"This is not me" and "Clear my details" clear everything and start again', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);
  await bookUpToCheckout(page, j);

  await page.getByRole('button', { name: 'This is not me' }).click();
  await j.step('Which test do you need?', 'not-me');
  await expect(page.getByRole('status').filter({ hasText: 'cleared' })).toContainText(
    'Your details and answers have been cleared from this browser tab.',
  );
  await expect(page).toHaveURL(/\/book-citb-test$/);
  expect(await savedKeys(page)).toEqual([]);

  // Clear my details, from the details step of a card application with card references.
  await newCardUpToDetails(page, j, 'Blue Skilled Worker', 'CITB123456');
  await fillPersonalDetails(page, FIRST);
  expect(await savedKeys(page)).toContain('safesite:personal-details');
  await page.getByRole('button', { name: 'Clear my details' }).click();
  await j.step('Which card are you applying for?', 'cleared');
  await expect(page.getByRole('status').filter({ hasText: 'cleared' })).toBeVisible();
  expect(await savedKeys(page)).toEqual([]);
  expect(await pageHasAnyOf(page, [...FIRST_PERSONS_DETAILS, 'CITB123456'])).toEqual([]);
});

test('nothing outlives 30 minutes unused', async ({ page }, info) => {
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);
  await page.clock.install();
  await bookUpToCheckout(page, j);

  // The phone is put down on the checkout page: after 30 minutes the page forgets and says so.
  await page.clock.fastForward('31:00');
  await j.step('Which test do you need?', 'expired');
  await expect(page.getByRole('status').filter({ hasText: '30 minutes' })).toContainText(
    'cleared after 30 minutes without use',
  );
  expect(await savedKeys(page)).toEqual([]);

  // A tab closed to the home page and opened later: the stored time is checked on read.
  await bookUpToCheckout(page, j);
  await page.goto('/');
  await page.evaluate(() =>
    sessionStorage.setItem('safesite:expires', String(Date.now() - 60_000)),
  );
  await page.goto('/book-citb-test');
  await j.step('Which test do you need?', 'expired-on-read');
  await expect(page.getByRole('heading', { name: QUESTION })).toHaveCount(0);
  expect(await savedKeys(page)).toEqual([]);
});

/** A slow site connection: 1.5 s before each answer, about 40 kB a second. */
const SLOW_SIGNAL = {
  offline: false,
  latency: 1500,
  downloadThroughput: 40_000,
  uploadThroughput: 20_000,
};

/** Records, in the page, when the next press happens and when progress first shows. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { progressTimes?: Record<string, number> };
    const times: Record<string, number> = {};
    w.progressTimes = times;
    document.addEventListener('click', () => (times.press ??= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) times.busy ??= performance.now();
      if (document.querySelector('.progress-bar.shown')) times.bar ??= performance.now();
    }).observe(document.body, { attributes: true, childList: true, subtree: true });
  });
  return async () => {
    await expect
      .poll(() => page.evaluate(() => (window as { progressTimes?: object }).progressTimes))
      .toHaveProperty('bar');
    type Times = { press: number; busy: number; bar: number };
    return page.evaluate(() => (window as Window & { progressTimes?: Times }).progressTimes!);
  };
}

test('a tap shows progress at once on a slow connection', async ({ page }, info) => {
  test.setTimeout(180_000);
  const j = new JourneyPage(page, info);
  // A page React runs: the home page, sent without React, shows its own progress while the next
  // page loads (static-home.spec.ts).
  await page.goto('/about-hse-test');
  await j.step(/./, 'start');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_SIGNAL);

  // A menu link: busy at once, the bar after its short delay, "Loading…" said once.
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Group Booking',
  });
  const before = await link.boundingBox();
  const mainBefore = await page.locator('main').boundingBox();
  const times = await watchProgress(page);
  await link.click();
  const seen = await times();
  expect(seen.busy - seen.press).toBeLessThan(200);
  expect(seen.bar - seen.press).toBeGreaterThanOrEqual(140);
  await expect(link).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.progress-bar.shown')).toBeVisible();
  await expect(page.locator('[aria-live="polite"]', { hasText: 'Loading…' })).toHaveCount(1);
  await j.screenshot('progress-menu-link');
  // Nothing moved, and focus stayed on the link pressed.
  expect(await link.boundingBox()).toEqual(before);
  expect(await page.locator('main').boundingBox()).toEqual(mainBefore);
  await expect(link).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Group bookings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.progress-bar.shown')).toHaveCount(0);

  // Continue on the details step, which opens the test checkout (a page of its own).
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_SIGNAL,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await bookUpToDetails(page, j);
  await fillPersonalDetails(page, FIRST);
  await cdp.send('Network.emulateNetworkConditions', SLOW_SIGNAL);
  const button = page.getByRole('button', { name: 'Continue', exact: true });
  const size = await button.boundingBox();
  const continued = await watchProgress(page);
  await button.click();
  const pressed = await continued();
  expect(pressed.busy - pressed.press).toBeLessThan(200);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveText('Continue');
  expect((await button.boundingBox())?.width).toBe(size?.width);
  await j.screenshot('progress-continue');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check your booking and pay' }),
  ).toBeVisible({ timeout: 30_000 });
});
