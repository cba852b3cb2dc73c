import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { adminShot as shot, paidOrder, useAdminServer } from '../../support/admin-server';

/**
 * A working day in the back office (issue 18 point 3): a name found typed without accents, the
 * customer's details corrected, and a refund confirmed before it is made, in part then in full.
 */
const STAFF = { email: 'dayshift@example.com', password: 'e2e working day passphrase' };
useAdminServer(STAFF, 1);

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

test('staff find a name typed without accents, correct the details and refund with confirmation', async ({
  page,
  request,
}) => {
  const { orderId } = await paidOrder(request, 'Wiśniewski', {
    firstName: 'Łukasz',
    phoneNumber: '07700 900123',
  });
  await paidOrder(request, 'Nowak');
  await signIn(page);
  // The default list: paid work that needs action, with the date, time and centre booked.
  await expect(page.getByText('2 orders paid and waiting for action, oldest first')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Centre / venue' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aberdeen (Scotland) Test Centre' })).toHaveCount(2);
  await expectNoAxeViolations(page, 'working day list');
  await shot(page, 'working-list-phone');

  await page.getByLabel('Search').fill('lukasz wisniewski');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 order paid and waiting for action, oldest first')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Łukasz Wiśniewski/ })).toBeVisible();
  // A phone number typed another way finds the same order.
  await page.getByLabel('Search').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('cell', { name: /Łukasz Wiśniewski/ })).toBeVisible();
  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();

  // The order page speaks in words: the catalogue's names, dates in full, no slugs.
  await expect(page.getByText('Aberdeen (Scotland) Test Centre')).toBeVisible();
  await expect(page.getByText('15 April 1990')).toBeVisible();
  await expect(page.getByText('9:30am')).toBeVisible();
  await expect(page.getByText(/\b\d{4}-\d{2}-\d{2}\b/)).toHaveCount(0);
  await expect(page.getByText('operative', { exact: true })).toHaveCount(0);

  // Correct the details and add the CITB testing ID.
  await page.getByText('Correct the details or add a reference').click();
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('lukasz.w@example.com');
  await page.getByLabel('CITB testing ID').fill('CITB 1234 5678');
  await page.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByText('Saved: email, citb testing id.')).toBeVisible();
  await expect(page.getByText('CITB12345678')).toBeVisible();
  await expect(page.getByText(/corrected the details/)).toBeVisible();
  await expectNoAxeViolations(page, 'order corrected');

  // A refund: nonsense refused, then "£10" confirmed; the order stays open.
  await page.getByLabel('Amount to refund').fill('ten pounds');
  await page.getByLabel('Reason for the refund').fill('Goodwill: the centre moved the test.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Enter an amount in pounds, like £100 or 23.50').first(),
  ).toBeVisible();
  await page.getByLabel('Amount to refund').fill('£10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Refund £10.00 to the customer?' })).toBeFocused();
  await expectNoAxeViolations(page, 'refund confirmation');
  await shot(page, 'refund-confirm-phone');
  await page.getByRole('button', { name: 'Yes, refund £10.00' }).click();
  await expect(page.getByText('Refunded £10.00. The order stays open.')).toBeVisible();
  await expect(page.getByText('£10.00 of £36.00 refunded so far; £26.00 is left.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toContainText(
    'Paid',
  );

  // The rest: left empty, all that is left; confirmed, the order closes as refunded.
  await page.getByLabel('Reason for the refund').fill('Customer cancelled.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Refund £26.00 to the customer?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, refund £26.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toContainText(
    'Refunded',
  );
  await expect(page.getByRole('heading', { name: 'Refund', exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'order-refunded-desktop');

  // Closed orders leave the working list.
  await page.goto('/admin?q=wisniewski');
  await expect(page.getByText('0 orders paid and waiting for action, oldest first')).toBeVisible();
});
