import { expect, test } from '@playwright/test';
import { formatLongDate } from '@site/domain/format';
import { openEverywhereFrom } from '@site/domain/test-support';
import { addDays, todayInLondon } from '@site/domain/validators';
import { expectNoAxeViolations } from '../../support/axe';
import { partOf, waitForEmail } from '../../support/eml';
import {
  AUTH,
  adminShot as shot,
  paidOrder,
  signInAsStaff,
  useAdminServer,
} from '../../support/admin-server';

/**
 * Issue 19: a customer's request for another date (sent from the booking's status page, here
 * through its API) reaches the back office's queue; staff record the new slot on the order, and
 * the customer is emailed it, with the calendar file.
 */
const STAFF = { email: 'requests.desk@example.com', password: 'e2e change requests passphrase' };
const { dataDir } = useAdminServer(STAFF, 4);

function openDay(days: number): string {
  return openEverywhereFrom(addDays(todayInLondon(), days));
}

test('a request for another date reaches the queue, and staff record the new slot', async ({
  page,
  request,
}) => {
  const { orderId } = await paidOrder(request, 'Requester');
  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  const dates = [openDay(30), openDay(34)];
  const asked = await request.post('/api/v2/bookings/requests', {
    headers: { authorization: AUTH },
    data: {
      reference,
      dateOfBirth: '1990-04-15',
      kind: 'change',
      preferredDates: dates,
      preferredTime: 'afternoon',
      reason: 'work',
      reasonText: 'A new site starts that week',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await waitForEmail(dataDir, 'change-request-received', orderId);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, STAFF, '/admin/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Requests \(1\)/ })).toBeVisible();
  await expect(page.getByText('1 open request')).toBeVisible();
  await expect(page.getByText('Work: A new site starts that week')).toBeVisible();
  await expect(
    page.getByText(`${formatLongDate(dates[0]!)}; ${formatLongDate(dates[1]!)}`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'requests queue');
  await shot(page, 'requests-queue-1280');

  await page.getByRole('link', { name: `Different date: order ${reference}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Order ${reference}`) }),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Open request: Different date' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Free: the last free day is/)).toBeVisible();
  await expectNoAxeViolations(page, 'order with an open request');
  await shot(page, 'open-request-1280');

  // The new slot starts from the first date the customer can do.
  await expect(panel.getByLabel('Test date')).toHaveValue(dates[0]!);
  await panel.getByLabel('Test centre').selectOption('leeds');
  await panel.getByLabel('Test time').fill('13:30');
  await panel.getByLabel('Note').fill('Moved with CITB to the first date asked.');
  await panel.getByRole('button', { name: 'Save the new slot and tell the customer' }).click();
  await expect(page.getByText('Moved with CITB to the first date asked.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Requests \(0\)/ })).toBeVisible();

  const email = await waitForEmail(dataDir, 'change-request-done', orderId);
  expect(email.subject).toContain('Your booking has moved');
  expect(partOf(email, 'text/plain')?.body).toContain(
    `Your test is on ${formatLongDate(dates[0]!)} at 1:30pm at Leeds Test Centre`,
  );
  expect(partOf(email, 'text/calendar')?.body).toContain(`DTSTART:${dates[0]!.replace(/-/g, '')}T`);
});

test('a cancellation before anything was booked is refunded in full, as the terms propose', async ({
  page,
  request,
}) => {
  const { orderId } = await paidOrder(request, 'Canceller');
  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  const asked = await request.post('/api/v2/bookings/requests', {
    headers: { authorization: AUTH },
    data: { reference, dateOfBirth: '1990-04-15', kind: 'cancel', reasonText: 'Changed jobs' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, STAFF, '/admin/requests');
  await page.getByRole('link', { name: `Cancellation: order ${reference}` }).click();
  const panel = page.getByRole('region', { name: 'Open request: Cancellation' });
  await expect(panel.getByText('The terms propose refunding £36.00.')).toBeVisible();
  await expect(panel.getByLabel('Amount to refund')).toHaveValue('36.00');
  await panel.getByLabel('Note', { exact: true }).fill('Not booked with CITB yet.');
  await panel.getByRole('button', { name: 'Continue' }).click();
  const question = panel.getByRole('heading', { name: 'Cancel the order and refund £36.00?' });
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page, 'cancellation confirmation');
  await shot(page, 'cancel-request-1280');
  await panel.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Refunded/ })).toBeVisible();

  const email = await waitForEmail(dataDir, 'change-request-done', orderId);
  expect(email.subject).toContain('Your booking is cancelled');
  expect(partOf(email, 'text/plain')?.body).toContain(
    'We have refunded £36.00 to the card you paid with.',
  );
});

test("what staff write when they record a new slot never reaches the customer's Polish page", async ({
  page,
  request,
}) => {
  const { orderId } = await paidOrder(request, 'Nowak');
  const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
  const dates = [openDay(31), openDay(35)];
  const asked = await request.post('/api/v2/bookings/requests', {
    headers: { authorization: AUTH },
    data: {
      reference,
      dateOfBirth: '1990-04-15',
      kind: 'change',
      preferredDates: dates,
      preferredTime: 'morning',
      reason: 'work',
      reasonText: 'Nowa budowa',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, STAFF, '/admin/requests');
  await page.getByRole('link', { name: `Different date: order ${reference}` }).click();
  const panel = page.getByRole('region', { name: 'Open request: Different date' });
  await panel.getByLabel('Test centre').selectOption('leeds');
  await panel.getByLabel('Test time').fill('9:30');
  const staffOnly = 'For staff only: CITB agent said the customer was difficult';
  await panel.getByLabel('Note').fill(staffOnly);
  await panel.getByRole('button', { name: 'Save the new slot and tell the customer' }).click();
  await expect(page.getByText(staffOnly)).toBeVisible();

  // The customer, on a phone, in Polish.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/pl/booking?reference=${reference}`);
  // The link's reference is filled in once the page has started.
  await expect(page.getByLabel('Numer rezerwacji')).toHaveValue(reference);
  const born = page.getByRole('group', { name: 'Data urodzenia' });
  await born.locator('#dateOfBirth-day').fill('15');
  await born.locator('#dateOfBirth-month').fill('4');
  await born.locator('#dateOfBirth-year').fill('1990');
  await page.getByRole('button', { name: 'Znajdź moją rezerwację' }).click();
  await expect(page.getByRole('heading', { name: 'Postęp' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('CITB agent');
  await expect(page.locator('main')).not.toContainText('For staff only');
  await expectNoAxeViolations(page, 'the Polish booking page after a new slot');
});
