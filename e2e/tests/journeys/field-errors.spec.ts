import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fillDate, fillPersonalDetails, workingDayIn } from '../../support/candidate';
import { answerRequirements } from '../../support/card-journey';
import { JourneyPage } from '../../support/journey-page';

/**
 * The field's message (spec §5, word for word) and the matching summary link, which names the
 * field before the message unless the message already does (WCAG 2.4.4).
 */
async function expectFieldError(page: Page, fieldId: string, message: string, link: string) {
  await expect(page.locator(`#${fieldId}-error`)).toHaveText(`Error: ${message}`);
  await expect(page.locator('.error-summary').locator(`a[href="#${fieldId}"]`)).toHaveText(link);
}

test('Each personal detail shows its own message when it breaks a rule', async ({ page }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.continue(); // Online
  await fillDate(page, 'Final assessment date', workingDayIn(9));
  await j.continue();
  await j.step('Your details', 'details-empty');

  await j.continue();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator('.error-summary')).toBeFocused();
  await expectFieldError(
    page,
    'firstName',
    'This field is required',
    'First name: This field is required',
  );
  // The same message is on several fields: each summary link says which field it is for.
  await page
    .locator('.error-summary')
    .getByRole('link', { name: 'Last name: This field is required', exact: true })
    .click();
  await expect(page.getByLabel('Last name')).toBeFocused();
  // The summary link of a date focuses its day box, which itself names the error.
  await expect(page.locator('#dateOfBirth-day')).toHaveAccessibleDescription(
    'Error: This field is required',
  );
  await j.step('Your details', 'details-required');

  await fillPersonalDetails(page, {
    firstName: 'J',
    NI: 'AB1',
    phone: '12345',
    email: 'not-an-email',
    address: 'x'.repeat(80),
    town: 'AB',
    postcode: 'XYZ',
  });
  await page.getByLabel('Last name').fill('');
  await j.continue();
  await expectFieldError(
    page,
    'firstName',
    'Please check this field.',
    'First name: Please check this field.',
  );
  await expectFieldError(
    page,
    'lastName',
    'This field is required',
    'Last name: This field is required',
  );
  await expectFieldError(
    page,
    'NI',
    'Please check this field.',
    'National Insurance number: Please check this field.',
  );
  await expectFieldError(
    page,
    'phoneNumber',
    'Please enter a valid phone number.',
    'Please enter a valid phone number.',
  );
  await expectFieldError(
    page,
    'email',
    'Please enter a valid email',
    'Email address: Please enter a valid email',
  );
  await expectFieldError(
    page,
    'address',
    'Please check this field.',
    'Address line 1: Please check this field.',
  );
  await expectFieldError(
    page,
    'town',
    'Please check this field.',
    'Town or city: Please check this field.',
  );
  await expectFieldError(
    page,
    'postCode',
    'Please enter a valid UK Postcode.',
    'Please enter a valid UK Postcode.',
  );
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  // The hint says to type the name as on the photo ID (issue 20 point 6), then the error.
  await expect(page.getByLabel('First name')).toHaveAttribute(
    'aria-describedby',
    'firstName-hint firstName-error',
  );
  await j.step('Your details', 'details-invalid');

  await page
    .locator('.error-summary')
    .getByRole('link', { name: 'Please enter a valid UK Postcode.' })
    .click();
  await expect(page.getByLabel('Postcode')).toBeFocused();
});

test('A question left unanswered says the field is required (spec §5)', async ({ page }, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/book-citb-test');
  await j.step('Which test do you need?', 'test-type-empty');
  await j.continue();
  await expectFieldError(
    page,
    'testType',
    'This field is required',
    'Which test do you need? This field is required',
  );

  await page.goto('/apply-cscs-card');
  await j.step('Which card are you applying for?', 'card-type-empty');
  await j.continue();
  await expectFieldError(
    page,
    'cardType',
    'This field is required',
    'Which card are you applying for? This field is required',
  );
});

test('Address lines too long together are flagged before the server sees them', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/course-book');
  await j.continue(); // Online
  await fillDate(page, 'Final assessment date', workingDayIn(9));
  await j.continue();
  await j.step('Your details', 'details-joined');
  await fillPersonalDetails(page, { address: 'a'.repeat(60), town: 'Kingston upon Hull' });
  await page.getByLabel('Address line 2 (optional)').fill('b'.repeat(30));
  await page.getByLabel('County (optional)').fill('East Riding of Yorkshire');
  await j.continue();
  await expectFieldError(
    page,
    'address2',
    'Please check this field.',
    'Address line 2: Please check this field.',
  );
  await expectFieldError(
    page,
    'county',
    'Please check this field.',
    'County: Please check this field.',
  );
});

test('Card references show the CITB testing ID and registration number messages', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/apply-cscs-card?t=Black%20Manager');
  await j.continue();
  await j.choose('Renew Card');
  await j.continue();
  await page.getByLabel('Trade or occupation').selectOption({ index: 1 });
  await j.continue();
  await answerRequirements(page, 'Yes');
  await j.continue();
  await page.getByLabel('CITB testing ID').fill('123');
  await page.getByLabel('CSCS card registration number').fill('12');
  await j.continue();
  await expectFieldError(
    page,
    'testingId',
    'Please enter a valid CITB Testing ID.',
    'Please enter a valid CITB Testing ID.',
  );
  await expectFieldError(
    page,
    'registrationNumber',
    'Please enter a valid CSCS Card Registration Number.',
    'Please enter a valid CSCS Card Registration Number.',
  );
  await j.step('Your reference numbers', 'references-invalid');
});

test('A postcode that cannot be found is a snackbar warning, and stays by its field', async ({
  page,
}, info) => {
  const j = new JourneyPage(page, info);
  await page.goto('/book-citb-test?t=supervisors');
  await j.continue();
  await j.continue(); // English is the only language
  await page.getByLabel('Your postcode').fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Find nearest centres' }).click();
  await expect(page.locator('.snackbar')).toHaveText(/Postcode not found/);
  await j.step('Where would you like to take the test?', 'postcode-not-found');
  await expect(page.locator('.snackbar')).toBeHidden({ timeout: 7000 });
  // The snackbar goes; the field still says what is wrong until the postcode is changed.
  await expect(page.getByLabel('Your postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#postcode-error')).toContainText('Postcode not found');
});
