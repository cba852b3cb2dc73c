import { expect, test } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import { fillDate, fillPersonalDetails, isoInDays, payOnSandbox } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';

test('Worker books the online Level 1 course and pays', async ({ page, request }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.step('How do you want to take the Level 1 health and safety course?', 'kind');
  await expect(page.getByRole('radio', { name: /Online/ })).toBeChecked(); // spec §4: Online by default
  await j.continue();
  await j.step('When do you want to sit the final assessment?', 'online-date');
  await fillDate(page, 'Final assessment date', isoInDays(10));
  await j.continue();
  await j.step('Your details', 'details');
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-online',
    status: 'paid',
    course: { type: 'Online', date: isoInDays(10) },
  });
});

test('Worker books a classroom Level 1 course seat and pays', async ({ page, request }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.step('How do you want to take the Level 1 health and safety course?', 'kind');
  await j.choose(/In a classroom/);
  await j.continue();
  await j.step('Where would you like to take the course?', 'location');
  await page.getByRole('radio').first().check();
  await j.continue();
  await j.step(/Choose a date at/, 'course-date');
  await expect(page.getByText(/seats? left/).first()).toBeVisible();
  await page.getByRole('radio').first().check();
  await j.continue();
  await j.step('Your details', 'details');
  await fillPersonalDetails(page);
  await j.continue();
  await j.step('Check your booking and pay', 'check');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnSandbox(page);
  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'course-offline',
    status: 'paid',
    course: { type: 'Offline' },
  });
});
