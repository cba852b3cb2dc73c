import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { VIEWPORTS, waitForApp } from '../../support/site';

/** The navbar of spec §2 by mouse, by keyboard and behind the phone menu button. */

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function dropdown(page: Page, label: string) {
  const button = nav(page).getByRole('button', { name: label });
  const list = nav(page)
    .locator('li.nav-dropdown')
    .filter({ has: page.getByRole('button', { name: label }) })
    .locator('ul');
  return { button, list };
}

test.describe('navbar at the desktop viewport', () => {
  test.use({ ...VIEWPORTS.desktop });

  test.beforeEach(async ({ page }) => {
    await page.goto('/about-hse-test');
    await waitForApp(page);
  });

  test('the menu button is hidden and every top-level entry is visible', async ({ page }) => {
    await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'SafeSite Bookings' })).toBeVisible();
    for (const name of ['CITB Test', 'Group Booking', 'Contact Us']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['CSCS Cards', 'Construction Courses']) {
      await expect(nav(page).getByRole('button', { name })).toBeVisible();
    }
  });

  test('dropdowns open and close by mouse', async ({ page }) => {
    const cards = dropdown(page, 'CSCS Cards');
    const courses = dropdown(page, 'Construction Courses');
    await expect(cards.list).toBeHidden();

    await cards.button.click();
    await expect(cards.button).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.list).toBeVisible();
    await expect(cards.list.getByRole('link')).toHaveText([
      'Green Labourer card',
      'Blue Skilled Worker card',
      'Red Provisional card',
      'Gold Advanced Craft card',
      'Gold Supervisor card',
      'Black Manager card',
      'All cards',
    ]);
    await cards.button.click();
    await expect(cards.button).toHaveAttribute('aria-expanded', 'false');
    await expect(cards.list).toBeHidden();

    // A click outside closes it.
    await cards.button.click();
    await expect(cards.list).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(cards.list).toBeHidden();

    // Opening the other dropdown closes this one.
    await cards.button.click();
    await courses.button.click();
    await expect(cards.list).toBeHidden();
    await expect(courses.list.getByRole('link')).toHaveText([
      'Health and safety awareness',
      'NVQ level 2',
    ]);

    // Choosing a link navigates and closes the dropdown.
    await courses.list.getByRole('link', { name: 'NVQ level 2' }).click();
    await expect(page).toHaveURL(/\/nvq-level2$/);
    await expect(courses.list).toBeHidden();
    await expect(courses.button).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns work by keyboard: Enter, Space, arrows, Home, End, Escape and Tab', async ({
    page,
  }) => {
    const cards = dropdown(page, 'CSCS Cards');
    await cards.button.focus();

    await page.keyboard.press('Enter');
    await expect(cards.list).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cards.list).toBeHidden();

    await page.keyboard.press('Space');
    await expect(cards.list).toBeVisible();
    await expect(cards.button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(cards.list).toBeHidden();
    await expect(cards.button).toBeFocused();

    const links = cards.list.getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect(cards.list).toBeVisible();
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();

    // Escape from inside the list closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(cards.list).toBeHidden();
    await expect(cards.button).toBeFocused();

    // ArrowUp on the button opens at the last link.
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();

    // Tab out of the last link leaves the dropdown and closes it.
    await page.keyboard.press('Tab');
    await expect(cards.list).toBeHidden();
    await expect(dropdown(page, 'Construction Courses').button).toBeFocused();

    // Enter on a link follows it.
    const courses = dropdown(page, 'Construction Courses');
    await page.keyboard.press('ArrowDown');
    await expect(courses.list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/one-day-health-and-safety-awareness-course$/);
    await expect(courses.list).toBeHidden();
  });
});

test.describe('navbar at the phone viewport', () => {
  test.use({ ...VIEWPORTS.phone });

  test.beforeEach(async ({ page }) => {
    await page.goto('/about-hse-test');
    await waitForApp(page);
  });

  test('the menu button shows and hides the navigation, dropdowns work inside it', async ({
    page,
  }) => {
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    const citb = nav(page).getByRole('link', { name: 'CITB Test', exact: true });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(citb).toBeHidden();

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(citb).toBeVisible();
    await menu.tap();
    await expect(citb).toBeHidden();

    // Keyboard: Enter opens the menu, Escape on the button closes it.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(citb).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(citb).toBeHidden();

    await menu.tap();
    const cards = dropdown(page, 'CSCS Cards');
    await cards.button.tap();
    await expect(cards.list).toBeVisible();
    await cards.button.tap();
    await expect(cards.list).toBeHidden();
    // One tap on the next dropdown opens it, though closing this one moves it up the menu.
    const courses = dropdown(page, 'Construction Courses');
    await cards.button.tap();
    await expect(cards.list).toBeVisible();
    await courses.button.tap();
    await expect(courses.button).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.list).toBeHidden();
    await courses.button.tap();
    await expect(courses.list).toBeHidden();

    await cards.button.tap();
    await cards.list.getByRole('link', { name: 'Blue Skilled Worker card' }).tap();
    await expect(page).toHaveURL(/\/cscs-blue-card$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/blue/i);
    // The menu closes after navigating.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(citb).toBeHidden();
  });
});
