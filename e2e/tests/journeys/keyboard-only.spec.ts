import { expect, test } from '@playwright/test';
import { getOrder, orderIdFrom } from '../../support/api';
import { CANDIDATE, isoInDays, workingDayAfter, workingDayIn } from '../../support/candidate';
import { JourneyPage } from '../../support/journey-page';
import { tabTo, typeInto } from '../../support/keyboard';

test('Candidate books a test using the keyboard alone', async ({ page, request }, info) => {
  // Every step of the whole journey runs an axe scan: 60-85 s on this machine kind, near the
  // 90 s default, and over it when the machine is slow.
  test.setTimeout(240_000);
  const j = new JourneyPage(page, info);
  const kb = page.keyboard;
  const submit = async (name = 'Continue') => {
    await tabTo(page, page.getByRole('button', { name, exact: true }));
    await kb.press('Enter');
  };
  await page.goto('/book-citb-test');
  await j.step('Which test do you need?', 'test-type');
  await tabTo(page, page.getByRole('radio', { name: 'Operative' }));
  await kb.press('Space');
  await submit();

  await j.step('Which language do you want to take the test in?', 'language');
  await tabTo(page, page.getByRole('radio', { name: 'English', exact: true }));
  await kb.press('Space');
  await submit();

  await j.step('Where would you like to take the test?', 'centre');
  await typeInto(page, page.getByLabel('Your postcode'), 'M1 1AE');
  await kb.press('Enter'); // in the postcode box: Find nearest centres, not Continue
  const nearest = page
    .getByRole('group', { name: /Test centres near/ })
    .getByRole('radio')
    .first();
  await expect(nearest).toBeVisible();
  await tabTo(page, nearest);
  await kb.press('Space');
  await submit();

  await j.step('When would you like to take the test?', 'date');
  for (const [legend, iso] of [
    ['First choice of date', workingDayIn(20)],
    ['Second-choice date', workingDayAfter(workingDayIn(20))],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await typeInto(page, group.getByLabel('Day'), String(Number(iso.slice(8, 10))));
    await typeInto(page, group.getByLabel('Month'), String(Number(iso.slice(5, 7))));
    await typeInto(page, group.getByLabel('Year'), iso.slice(0, 4));
  }
  await tabTo(page, page.getByRole('radio', { name: '8:30am' }));
  await kb.press('ArrowDown'); // 9:30am
  await submit();

  await j.step('Are you retaking this test?', 'retake');
  await tabTo(page, page.getByRole('radio', { name: /first time/ }));
  await kb.press('Space');
  await submit();

  await j.step('Which photo ID will you bring to the test?', 'photo-id');
  await tabTo(page, page.getByRole('radio', { name: 'Passport from any country', exact: true }));
  await kb.press('Space');
  const expiry = page.getByRole('group', { name: 'Expiry date of this ID' });
  const expiresOn = isoInDays(400);
  await typeInto(page, expiry.getByLabel('Day'), String(Number(expiresOn.slice(8, 10))));
  await typeInto(page, expiry.getByLabel('Month'), String(Number(expiresOn.slice(5, 7))));
  await typeInto(page, expiry.getByLabel('Year'), expiresOn.slice(0, 4));
  await tabTo(page, page.getByRole('checkbox', { name: /will match this ID exactly/ }));
  await kb.press('Space');
  await submit();

  await j.step('Your details', 'details');
  await tabTo(page, page.getByLabel('Title'));
  await kb.type('Mr');
  const fields: [string, string][] = [
    ['First name', 'Keyboard'],
    ['Last name', CANDIDATE.lastName],
    ['National Insurance number', CANDIDATE.NI],
    ['Email address', CANDIDATE.email],
    ['Phone number', CANDIDATE.phone],
    ['Address line 1', CANDIDATE.address],
    ['Town or city', CANDIDATE.town],
    ['Postcode', CANDIDATE.postcode],
  ];
  for (const [label, value] of fields)
    await typeInto(page, page.getByLabel(label, { exact: true }), value);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await typeInto(page, dob.getByLabel('Day'), CANDIDATE.day);
  await typeInto(page, dob.getByLabel('Month'), CANDIDATE.month);
  await typeInto(page, dob.getByLabel('Year'), CANDIDATE.year);
  await submit();

  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
  await j.step('Check your booking and pay', 'checkout');
  await tabTo(page, page.getByLabel(/I confirm that the name/));
  await kb.press('Space');
  await submit('Confirm and pay');

  await page.waitForURL(/\/sandbox-checkout\//);
  await typeInto(page, page.getByLabel('Name on card'), 'Keyboard Wilson');
  await typeInto(page, page.getByLabel('Card number'), '4242424242424242');
  await typeInto(page, page.getByLabel('Expiry date'), '12/30');
  await typeInto(page, page.getByLabel('Security code'), '123');
  await kb.press('Enter');

  await page.waitForURL(/\/success\//);
  await j.step('Payment received', 'success');
  const order = await getOrder(request, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    kind: 'test',
    status: 'paid',
    test: { testType: 'operative', language: 'English' },
  });
});
