import { expect, test } from '@playwright/test';
import { JourneyPage } from '../../support/journey-page';
import { waitForApp } from '../../support/site';

test('Visitor sends a message through Contact us', async ({ page }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/contact-us');
  await j.step('Contact us', 'form');
  await expect(page.getByLabel('Title')).toHaveValue('Mr'); // spec §5: title defaults to Mr
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Patel');
  await page.getByLabel('Email address (optional)').fill('sam.patel@example.com');
  await page.getByLabel('Your message').fill('Can I book a Welsh language test in Cardiff?');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v2/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await j.step('Message sent', 'sent');
  await expect(page.getByText('will reply within one working day')).toBeVisible();
});

test('Visitor who leaves no email or phone is told no reply can come', async ({ page }) => {
  await page.goto('/contact-us');
  // Typed before hydration, the answers would be on the prerendered form's copy.
  await waitForApp(page);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Patel');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByText(/left no email address or phone number/)).toBeVisible();
  await expect(page.getByText('will reply within one working day')).toHaveCount(0);
});

test('Site manager asks for a group booking', async ({ page }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/group-book');
  await j.step('Group bookings', 'form');
  await page.getByLabel('First name').fill('Claire');
  await page.getByLabel('Last name').fill('Evans');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  // A quote needs somewhere to go: an email address or a phone number.
  await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
    'Enter an email address or a phone number so we can reply',
    'How many people? Enter a group size between 2 and 500',
  ]);
  await j.step('Group bookings', 'group-size-error');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('How many people?').fill('12');
  await page.getByLabel('What does your group need?').fill('12 Operative tests in Leeds in March.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v2/contact'));
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await sent).status()).toBe(201);
  await j.step('Group booking request sent', 'sent');
});
