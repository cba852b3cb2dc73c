import { CARD_RULES, RENEWAL_WINDOW, TEST_PASS_MONTHS, TRAINEE_ROUTES } from './card-rules';
import { CSCS_CARD_OFFICIAL_FEE, HSE_TEST_OFFICIAL_FEE } from './fees';
import { OFFICIAL_PAGES, type OfficialPage, type OfficialPageKey } from './official-pages';

/** One rule the site states or checks, in English, with the page it comes from. */
export interface RegisteredRule {
  id: string;
  /** The rule in one sentence, as the site applies it. */
  says: string;
  source: OfficialPageKey;
  /**
   * Where the whole rule was read when the official page does not print it all: copies the
   * official body's own centres publish word for word (decision 033).
   */
  alsoReadAt?: readonly string[];
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const months = (count: number) =>
  count % 12 === 0 ? `${count / 12} year${count === 12 ? '' : 's'}` : `${count} months`;

function cardRules(): RegisteredRule[] {
  return Object.entries(CARD_RULES).flatMap(([key, rule]) => {
    const lasts = rule.renewalMonths
      ? `a new ${key} card lasts ${months(rule.newMonths)}, a renewed one ${months(rule.renewalMonths)}`
      : `a ${key} card lasts ${months(rule.newMonths)} and cannot be renewed`;
    const test =
      rule.testPassMonths.renewal === rule.testPassMonths.new
        ? `its HS&E test pass must be from the last ${months(rule.testPassMonths.new)}`
        : `its HS&E test pass must be from the last ${months(rule.testPassMonths.new)} for a new card and the last ${months(rule.testPassMonths.renewal)} for a renewal`;
    const rules: RegisteredRule[] = [
      { id: `card.${key}.validity`, says: lasts, source: rule.source },
      { id: `card.${key}.test-pass`, says: test, source: rule.source },
    ];
    if (rule.renewalEvidence === 'labouring-work') {
      rules.push({
        id: `card.${key}.renewal-evidence`,
        says: 'a renewal needs evidence of work in a labouring role',
        source: rule.source,
      });
    }
    return rules;
  });
}

/** Every rule the site states or checks, each with its source. */
export const RULES: readonly RegisteredRule[] = [
  ...cardRules(),
  {
    id: 'card.red-trainee.routes',
    says: `a Trainee card lasts ${months(TRAINEE_ROUTES.registered.months)} when registered on a qualification, ${months(TRAINEE_ROUTES.nonCompetenceQualification.months)} with an approved Level 2 non-competence qualification, then ${months(TRAINEE_ROUTES.registeredAfterTwoYearCard.months)} once registered on an NVQ/SVQ`,
    source: 'cscsTraineeCard',
  },
  {
    id: 'card.renewal-window',
    says: `a card can be renewed from ${RENEWAL_WINDOW.monthsBeforeExpiry} months before its expiry date until ${RENEWAL_WINDOW.monthsAfterExpiry} months after it`,
    source: RENEWAL_WINDOW.source,
  },
  {
    id: 'test.pass-counts',
    says: `an HS&E test pass counts towards a CSCS application for ${months(TEST_PASS_MONTHS)}`,
    source: 'cscsApplyingForCards',
  },
  {
    id: 'fee.cscs-card',
    says: `the CSCS card fee is ${pounds(CSCS_CARD_OFFICIAL_FEE)} for a new, renewed or replacement card`,
    source: 'cscsApplyingForCards',
  },
  {
    id: 'fee.cscs-apprentice-card',
    says: 'a new Apprentice card is free; a replacement costs the usual fee',
    source: 'cscsFreeApprenticeCards',
  },
  {
    id: 'fee.hse-test',
    says: `the CITB HS&E test costs ${pounds(HSE_TEST_OFFICIAL_FEE)}`,
    source: 'citbAboutHseTest',
  },
  {
    id: 'test.format',
    says: 'every HS&E test is 50 questions in 45 minutes',
    source: 'citbAboutHseTest',
  },
  {
    id: 'test.languages',
    says: 'the Operatives test has voice-overs in English, Welsh, Bulgarian, Czech, French, German, Hungarian, Lithuanian, Polish, Portuguese, Punjabi, Romanian, Russian and Spanish; other tests in English and Welsh',
    source: 'citbHseTestSupport',
  },
  {
    id: 'test.photo-id',
    says: 'the test centre takes one in-date original in the booking name: a passport, a UK or European photocard driving licence, or one document from each of CITB lists A (name and photo) and B (name and signature)',
    source: 'citbTestCentres',
    alsoReadAt: [
      'https://helcattraining.com/citb-hse-testing-terms-conditions/',
      'https://training4thefuture.co.uk/easy-keep-mind-essay-producing-service/',
    ],
  },
  {
    id: 'test.photo-id.no-residence-permit',
    says: 'biometric residence permits and cards ended on 31 December 2024, so none is taken as ID',
    source: 'govukEvisa',
  },
  {
    id: 'calendar.bank-holidays',
    says: 'test centres and classrooms are closed on the bank holidays of their nation',
    source: 'govukBankHolidays',
  },
  {
    id: 'person.ni-number',
    says: 'a National Insurance number is two letters, six digits and a letter A to D',
    source: 'hmrcNinoFormat',
  },
];

/** The page a rule cites, with its address and the day it was last checked. */
export function sourceOf(rule: Pick<RegisteredRule, 'source'>): OfficialPage {
  return OFFICIAL_PAGES[rule.source];
}
