import { expect, test } from '@playwright/test';
import { OFFICIAL_PAGES } from '@site/domain/rules/official-pages';
import { expectNoAxeViolations } from '../../support/axe';

/*
 * The card pages state CSCS's rules of 1 February 2025, say when they were read against the
 * official page and link to it, and name the card in the page's language around its official
 * English name (decision 033).
 */

test('the Labourer card page: 2 years, then 5 with evidence of labouring work; checked, linked', async ({
  page,
}) => {
  await page.goto('/cscs-green-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CSCS Green Labourer Card');
  await expect(page.getByText('2 years (new), 5 years (renewal)').first()).toBeVisible();
  await expect(
    page.getByText(/To renew, you show that you work in a labouring role/),
  ).toBeVisible();
  await expect(
    page.getByText(
      'To renew, the test you passed for your first Labourer card counts for three years.',
    ),
  ).toBeVisible();
  const official = page.getByRole('link', { name: 'the official CSCS page' });
  await expect(official).toHaveAttribute('href', OFFICIAL_PAGES.cscsLabourerCard.url);
  await expect(page.locator('.rules-checked')).toContainText('We last checked these rules on');
  await expectNoAxeViolations(page, '/cscs-green-card');
});

test('the Trainee card page names both routes: registered (5 years) or Level 2 (2 years, then 3)', async ({
  page,
}) => {
  await page.goto('/cscs-red-trainee-card');
  await expect(
    page.getByText(/registered for a construction NVQ\/SVQ.*the card lasts 5 years/),
  ).toBeVisible();
  await expect(page.getByText(/the card lasts 2 years.*3-year Trainee card/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'the official CSCS page' })).toHaveAttribute(
    'href',
    OFFICIAL_PAGES.cscsTraineeCard.url,
  );
});

test('a Polish card page says "card" in Polish around the official name, and why it is English', async ({
  page,
}) => {
  await page.goto('/pl/cscs-green-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karta CSCS Green Labourer');
  await expect(page.locator('.hint').filter({ hasText: 'CSCS' }).first()).toBeVisible();
  await expect(page.locator('.rules-checked a')).toHaveAttribute(
    'href',
    OFFICIAL_PAGES.cscsLabourerCard.url,
  );
  await expectNoAxeViolations(page, '/pl/cscs-green-card');
});
