import type { Page } from '@playwright/test';
import { workingEverywhereFrom } from '@site/domain/test-support';
import { addDays } from '@site/domain/validators';

/** A realistic candidate (HMRC's specimen NI number, Ofcom's drama phone range). */
export const CANDIDATE = {
  title: 'Mr',
  firstName: 'James',
  lastName: 'Wilson',
  day: '15',
  month: '4',
  year: '1990',
  NI: 'AB 12 34 56 C',
  email: 'james.wilson@example.com',
  phone: '07700 900982',
  address: '10 Station Road',
  town: 'Leeds',
  postcode: 'LS1 4DY',
};

export async function fillPersonalDetails(
  page: Page,
  overrides: Partial<typeof CANDIDATE> = {},
): Promise<void> {
  const c = { ...CANDIDATE, ...overrides };
  await page.getByLabel('Title').selectOption(c.title);
  await page.getByLabel('First name').fill(c.firstName);
  await page.getByLabel('Last name').fill(c.lastName);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill(c.day);
  await dob.getByLabel('Month').fill(c.month);
  await dob.getByLabel('Year').fill(c.year);
  await page.getByLabel('National Insurance number').fill(c.NI);
  await page.getByLabel('Email address').fill(c.email);
  await page.getByLabel('Phone number').fill(c.phone);
  await page.getByLabel('Address line 1').fill(c.address);
  await page.getByLabel('Town or city').fill(c.town);
  await page.getByLabel('Postcode').fill(c.postcode);
}

/** Pays (or is declined) on the sandbox's hosted checkout page. */
export async function payOnSandbox(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.waitForURL(/\/sandbox-checkout\//);
  await page.getByLabel('Name on card').fill('James Wilson');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** 'YYYY-MM-DD', `days` from today in UK time. */
export function isoInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
}

/**
 * The first working day (Monday to Friday, a bank holiday in no UK nation) `days` or more from
 * today in UK time: test and course dates refuse Sundays and the centre's bank holidays (issue
 * 21, decision 027), so a journey that books one, at any centre, stays green on any day.
 */
export function workingDayIn(days: number): string {
  return workingEverywhereFrom(isoInDays(days));
}

/** The first working day after `date`: a second choice that never lands on the first. */
export function workingDayAfter(date: string): string {
  return workingEverywhereFrom(addDays(date, 1));
}

/** Fills a GOV.UK date input (Day, Month, Year boxes in a group named by its legend). */
export async function fillDate(page: Page, legend: string, iso: string): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Day').fill(String(Number(iso.slice(8, 10))));
  await group.getByLabel('Month').fill(String(Number(iso.slice(5, 7))));
  await group.getByLabel('Year').fill(iso.slice(0, 4));
}
