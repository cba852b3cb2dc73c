/**
 * The official pages every rule the site states or checks comes from, each with the day it was
 * last read against the site (docs/decisions/033-rules-register.md). When a page is read again,
 * change its `checkedOn`; when it says something new, change the rule that cites it too.
 * `npm run rules:due` lists the pages not read in the last 6 months.
 */
export interface OfficialPage {
  /** The page's own address on the official body's site. */
  url: string;
  /** Who publishes it and what it is, in English, for the register and the back office. */
  title: string;
  /** The day the page was last read against what the site says, 'YYYY-MM-DD'. */
  checkedOn: string;
}

/** The day these pages were read for the 2025 card rules (decision 033). */
const CHECKED = '2026-12-07';

export const OFFICIAL_PAGES = {
  cscsLabourerCard: {
    url: 'https://www.cscs.uk.com/card-type/labourer/',
    title: 'CSCS: the Labourer card (the rules since 1 February 2025)',
    checkedOn: CHECKED,
  },
  cscsTraineeCard: {
    url: 'https://www.cscs.uk.com/card-type/trainee-card/',
    title: 'CSCS: the Trainee card',
    checkedOn: CHECKED,
  },
  cscsApprenticeCard: {
    url: 'https://www.cscs.uk.com/card-type/apprentice/',
    title: 'CSCS: the Apprentice card',
    checkedOn: CHECKED,
  },
  cscsFreeApprenticeCards: {
    url: 'https://www.cscs.uk.com/news/supporting-apprentices-with-free-cscs-cards/',
    title: 'CSCS news: Apprentice cards issued free of charge (11 July 2022)',
    checkedOn: CHECKED,
  },
  cscsExperiencedWorkerCard: {
    url: 'https://www.cscs.uk.com/card-type/experienced-worker/',
    title: 'CSCS: the Experienced Worker card',
    checkedOn: CHECKED,
  },
  cscsExperiencedTsmCard: {
    url: 'https://www.cscs.uk.com/card-type/experienced-technical-supervisor-or-manager/',
    title: 'CSCS: the Experienced Technical, Supervisor or Manager card',
    checkedOn: CHECKED,
  },
  cscsProvisionalCard: {
    url: 'https://www.cscs.uk.com/card-type/provisional/',
    title: 'CSCS: the Provisional card',
    checkedOn: CHECKED,
  },
  cscsIndustryPlacementFaq: {
    url: 'https://www.cscs.uk.com/faqs/page/2/?faq_category=1001',
    title: 'CSCS FAQs: the Industry Placement card',
    checkedOn: CHECKED,
  },
  cscsSkilledWorkerCard: {
    url: 'https://www.cscs.uk.com/card-type/skilled-worker/',
    title: 'CSCS: the Skilled Worker card',
    checkedOn: CHECKED,
  },
  cscsAdvancedCraftCard: {
    url: 'https://www.cscs.uk.com/card-type/advanced-craft/',
    title: 'CSCS: the Advanced Craft card',
    checkedOn: CHECKED,
  },
  cscsSupervisorCard: {
    url: 'https://www.cscs.uk.com/card-type/supervisor/',
    title: 'CSCS: the Supervisor card',
    checkedOn: CHECKED,
  },
  cscsManagerCard: {
    url: 'https://www.cscs.uk.com/card-type/manager/',
    title: 'CSCS: the Manager card',
    checkedOn: CHECKED,
  },
  cscsAqpCard: {
    url: 'https://www.cscs.uk.com/card-type/academically-qualified-person/',
    title: 'CSCS: the Academically Qualified Person card',
    checkedOn: CHECKED,
  },
  cscsPqpCard: {
    url: 'https://www.cscs.uk.com/card-type/professionally-qualified-person/',
    title: 'CSCS: the Professionally Qualified Person card',
    checkedOn: CHECKED,
  },
  cscsApplyingForCards: {
    url: 'https://www.cscs.uk.com/applying-for-cards/',
    title: 'CSCS: applying for cards (the fee, and the test passed in the last two years)',
    checkedOn: CHECKED,
  },
  cscsRenewOrReplace: {
    url: 'https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card/',
    title: 'CSCS: renew or replace a CSCS card',
    checkedOn: CHECKED,
  },
  citbAboutHseTest: {
    url: 'https://www.citb.co.uk/courses-tests/health-safety-and-environment-hse-test/about-the-health-safety-and-environment-hse-test',
    title: 'CITB: about the HS&E test (fee, questions, time)',
    checkedOn: CHECKED,
  },
  citbHseTestSupport: {
    url: 'https://www.citb.co.uk/courses-tests/health-safety-and-environment-hse-test/support-for-the-hse-test',
    title: 'CITB: support for the HS&E test (voice-over languages)',
    checkedOn: CHECKED,
  },
  citbTestCentres: {
    url: 'https://www.citb.co.uk/product-service-accreditation/citb-centres/internet-test-centres-itc/',
    title: 'CITB: Internet test centres (the ID candidates show at the HS&E test)',
    checkedOn: CHECKED,
  },
  govukEvisa: {
    url: 'https://www.gov.uk/evisa',
    title: 'GOV.UK: eVisas (biometric residence permits ended on 31 December 2024)',
    checkedOn: CHECKED,
  },
  govukBankHolidays: {
    url: 'https://www.gov.uk/bank-holidays',
    title: 'GOV.UK: UK bank holidays (England and Wales, Scotland, Northern Ireland)',
    checkedOn: CHECKED,
  },
  hmrcNinoFormat: {
    url: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110',
    title: 'HMRC National Insurance Manual NIM39110: the format of a National Insurance number',
    checkedOn: CHECKED,
  },
} as const satisfies Record<string, OfficialPage>;

export type OfficialPageKey = keyof typeof OFFICIAL_PAGES;

/**
 * The earliest of these pages' readings: a page built on several of them says its rules were
 * checked on that day, since each was read on it or later.
 */
export function checkedOnOf(keys: readonly OfficialPageKey[]): string {
  return keys.map((key) => OFFICIAL_PAGES[key].checkedOn).sort()[0] ?? '';
}
