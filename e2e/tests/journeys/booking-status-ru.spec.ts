import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

/**
 * Issue 20: Find my booking in Russian. The page is in Russian from its first paint (html lang,
 * title, labels), and a reference that matches nothing says so in Russian, on a phone.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('Find my booking in Russian says in Russian that a wrong reference finds nothing', async ({
  page,
}) => {
  // A reference of the right shape that no booking has.
  await page.goto('/ru/booking?reference=0A0A0A0A0A');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle('Найдите ваше бронирование | SafeSite Bookings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Найдите ваше бронирование' }),
  ).toBeVisible();
  await expect(
    page.getByText('Узнайте, на каком этапе ваше бронирование', { exact: false }),
  ).toBeVisible();
  // The link's reference is filled in once the page has started.
  await expect(page.getByLabel('Номер бронирования')).toHaveValue('0A0A0A0A0A');
  await expect(page.getByRole('group', { name: 'Дата рождения' })).toBeVisible();
  await expectNoAxeViolations(page, 'find your booking form in Russian');

  await page.locator('#dateOfBirth-day').fill('15');
  await page.locator('#dateOfBirth-month').fill('4');
  await page.locator('#dateOfBirth-year').fill('1990');
  await page.getByRole('button', { name: 'Найти бронирование' }).click();

  const nothing = page.getByRole('alert').filter({ hasText: 'Бронирование не найдено' });
  await expect(nothing).toBeFocused();
  await expect(nothing.getByRole('heading', { name: 'Бронирование не найдено' })).toBeVisible();
  await expect(nothing).toContainText(
    'Проверьте номер бронирования в письме или SMS и дату рождения, которую вы указали при бронировании.',
  );
  // Nothing of any booking, and the page stays in Russian.
  await expect(page.getByText('Текущий этап')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectNoAxeViolations(page, 'no booking found in Russian');
});
