import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatLongDate } from '@site/domain/format';
import { londonWallClock } from '@site/domain/fulfilment';
import {
  buildCandidate,
  buildCardApplication,
  buildConfirmation,
  buildTestBooking,
} from '@site/domain/test-support';
import { expectNoAxeViolations } from '../../support/axe';
import { payOnSandbox } from '../../support/candidate';
import { partOf, waitForEmail } from '../../support/eml';
import { SCREENSHOT_DIR } from '../../support/journey-page';
import { AUTH, signInAsStaff, useAdminServer } from '../../support/admin-server';

/**
 * Issue 18: a customer books and pays, staff record what was booked in the back office, and the
 * customer is told it in words, by email with a calendar file and on their order page; for each
 * kind of order. The spec runs its own server so that it can read the outbox's .eml files.
 */
const STAFF = { email: 'bookings.desk@example.com', password: 'e2e confirm slot passphrase' };
const { dataDir } = useAdminServer(STAFF, 2);

type Kind = 'test' | 'card' | 'course-online' | 'course-offline';

/** Books through the public API as the site's forms do, and returns the hosted checkout. */
async function book(request: APIRequestContext, kind: Kind, lastName: string) {
  const headers = { authorization: AUTH };
  const candidate = buildCandidate({ lastName, email: `${lastName.toLowerCase()}@example.com` });
  const person = await request.post('/api/v2/candidate', { headers, data: candidate });
  expect(person.status()).toBe(201);
  const { userId } = (await person.json()).data;
  let booked;
  let seatDate: string | undefined;
  if (kind === 'test') {
    booked = await request.post('/api/v2/test', { headers, data: buildTestBooking({ userId }) });
  } else if (kind === 'card') {
    const { type, applicationType, trait, requirements } = buildCardApplication();
    booked = await request.post('/api/v2/card?initiate_pay=true', {
      headers,
      data: { userId, type, applicationType, trait, requirements },
    });
  } else if (kind === 'course-online') {
    booked = await request.post('/api/v2/course/online?initiate_pay=true', {
      headers,
      data: { userId, type: 'Online', date: buildTestBooking().date },
    });
  } else {
    const listed = await request.get('/api/v2/course/offline/location/all', { headers });
    const [location] = (await listed.json()).data.locations;
    const held = await request.post('/api/v2/course/offline/seat', {
      headers,
      data: {
        locationId: location.id,
        seatCount: 1,
        datetime: location.dates[0].datetime,
        name: 'Level 1 Award in Health and Safety',
        provider: 'SafeSite Training',
      },
    });
    expect(held.status()).toBe(201);
    const [seatId] = (await held.json()).data.seatIds;
    seatDate = londonWallClock(new Date(location.dates[0].datetime)).date;
    booked = await request.post(`/api/v2/course/offline/book/${seatId}?initiate_pay=true`, {
      headers,
      data: { userId },
    });
  }
  expect(booked.status()).toBe(201);
  const { orderId } = (await booked.json()).data as { orderId: string };
  const payment = await request.post('/api/v2/payment', { headers, data: { orderId } });
  const { url } = (await payment.json()).data as { url: string };
  return { orderId, url, name: `${candidate.firstName} ${candidate.lastName}`, seatDate };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/confirmed-${name}.png`, fullPage: true });
}

async function saveStep(
  page: Page,
  step: string,
  fill: (page: Page) => Promise<void>,
  { far = false } = {},
) {
  await page.getByLabel('Move the order to').selectOption(step);
  await fill(page);
  await page.getByLabel('Note (required)').fill(`Moved to ${step} by the bookings desk.`);
  await page.getByRole('button', { name: 'Save step' }).click();
  if (far) {
    // A slot far from what the customer asked is saved on a second press only.
    const warning = page.getByRole('alert', { name: 'Check this slot with the customer' });
    await expect(warning).toContainText('is not the centre the customer asked for');
    await expectNoAxeViolations(page, 'far slot warning');
    await page.getByRole('button', { name: 'Confirm this slot anyway' }).click();
  }
  await expect(page.getByText(`Moved to ${step} by the bookings desk.`)).toBeVisible();
}

const CASES: {
  kind: Kind;
  lastName: string;
  submit: Record<string, string>;
  confirm: Record<string, string>;
  headline: (date: string) => string;
  receipt: string;
  calendar: boolean;
}[] = [
  {
    kind: 'test',
    lastName: 'Testerton',
    submit: {},
    confirm: {
      'Test date': buildConfirmation('test').date!,
      'Test time': '09:30',
      'Pearson VUE or CITB booking reference (optional)': 'PV-4471920',
    },
    headline: (date) =>
      `Your test is on ${formatLongDate(date)} at 9:30am at Leeds Test Centre, Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD.`,
    receipt: 'Payment received — we are booking your test',
    calendar: true,
  },
  {
    kind: 'course-offline',
    lastName: 'Classroomby',
    submit: {},
    // The seat's own date stays: a date weeks from the seat booked would need a second press.
    confirm: {
      'Start time': '09:00',
      'Venue address': 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
      'Joining instructions': 'Report to reception and ask for the SafeSite training room.',
    },
    headline: (date) =>
      `Your course is on ${formatLongDate(date)} at 9:00am at Unit 4, Riverside Business Park, Leeds, LS9 0PS.`,
    receipt: 'Payment received — we are booking your course',
    calendar: true,
  },
  {
    kind: 'course-online',
    lastName: 'Onlineson',
    submit: {},
    confirm: {
      'Access details': 'Go to https://learn.example.com and sign in with your email address.',
      'Final assessment date': buildConfirmation('course-online').date!,
    },
    headline: (date) =>
      `Your online course is ready. Your final assessment is on ${formatLongDate(date)}.`,
    receipt: 'Payment received — we are setting up your online course',
    calendar: true,
  },
  {
    kind: 'card',
    lastName: 'Cardwell',
    submit: { 'CSCS application reference': 'CSCS-A-889911' },
    confirm: {},
    headline: () =>
      'CSCS has accepted your card application. Your CSCS application reference is CSCS-A-889911.',
    receipt: 'Payment received — we are sending your card application',
    calendar: false,
  },
];

for (const c of CASES) {
  test(`${c.kind}: paid, recorded by staff, told by email and on the order page`, async ({
    page,
    request,
  }) => {
    const { orderId, url, name, seatDate } = await book(request, c.kind, c.lastName);

    // The customer pays on the sandbox checkout and lands on the success page.
    await page.goto(url);
    await payOnSandbox(page);
    await page.waitForURL(/\/success\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    const receipt = await waitForEmail(dataDir, 'order-confirmation', orderId);
    expect(receipt.subject).toContain(`${c.receipt}: `);
    expect(receipt.subject).not.toMatch(/confirmed/i);

    // Staff sign in and record what was booked.
    await signInAsStaff(page, STAFF, `/admin/orders/${orderId}`);
    const reference = orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await saveStep(page, 'submitted', async (p) => {
      for (const [label, value] of Object.entries(c.submit)) await p.getByLabel(label).fill(value);
    });
    if (c.kind === 'test') {
      // Nothing moves to Confirmed without what the customer must be told. The form starts
      // from what they asked: emptied here.
      await page.getByLabel('Move the order to').selectOption('confirmed');
      await expect(page.getByLabel('Test centre')).toHaveValue('aberdeen');
      await page.getByLabel('Test centre').selectOption('');
      await page.getByLabel('Test time').fill('');
      await page.getByLabel('Note (required)').fill('Booked.');
      await page.getByRole('button', { name: 'Save step' }).click();
      const summary = page.getByRole('alert', { name: 'There is a problem' });
      await expect(summary).toContainText('Choose the test centre');
      await expect(summary).toContainText('Enter the time, like 09:30');
      await expectNoAxeViolations(page, 'confirm form with errors');
      await shot(page, 'admin-errors-phone');
      await page.getByLabel('Test centre').selectOption('leeds');
    }
    await saveStep(
      page,
      'confirmed',
      async (p) => {
        if (c.kind === 'course-offline') {
          // The seat's own date, time and venue are offered first, for staff to check.
          await expect(p.getByLabel('Start time')).toHaveValue(/^\d{2}:\d{2}$/);
          await expect(p.getByLabel('Venue address')).not.toHaveValue('');
        }
        for (const [label, value] of Object.entries(c.confirm))
          await p.getByLabel(label).fill(value);
      },
      { far: c.kind === 'test' },
    );
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toContainText(
      'Confirmed',
    );

    // The customer's email says it in words, with the calendar file.
    const date = seatDate ?? buildConfirmation(c.kind).date!;
    const email = await waitForEmail(dataDir, 'order-confirmed', orderId);
    expect(partOf(email, 'text/plain')?.body).toContain(c.headline(date));
    const attached = partOf(email, 'text/calendar');
    expect(Boolean(attached)).toBe(c.calendar);
    if (attached) {
      expect(attached.headers).toMatch(/filename=booking\.ics/);
      expect(attached.body).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
    }

    // And the order page says the same, no longer promising an email with the date.
    await page.goto(`/success/${orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeVisible();
    await expect(page.getByText(c.headline(date))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
    await expect(page.getByText(/we will email you|email you the confirmed/i)).toHaveCount(0);
    if (c.kind === 'test' || c.kind === 'course-offline') {
      await expect(page.getByText('Arrive 15 minutes early')).toBeVisible();
      await expect(page.getByText(`Bring photo identification in the name ${name}.`)).toBeVisible();
    }
    await expectNoAxeViolations(page, `${c.kind} confirmed order page`);
    await shot(page, `${c.kind}-order-phone`);
    const link = page.getByRole('link', { name: 'Add to your calendar (.ics file)' });
    if (attached) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('booking.ics');
      expect(readFileSync((await download.path())!, 'utf8')).toBe(attached.body);
    } else {
      await expect(link).toHaveCount(0);
    }
  });
}
