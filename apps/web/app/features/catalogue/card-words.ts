import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ApplicationType, CardName, CardType, Validity } from '@site/domain/catalogue';

/**
 * The words of each card page in the page's language (issue 20). The domain catalogue
 * (packages/domain/src/catalogue/cards.ts) stays English and holds the facts; this table holds
 * the same prose as messages, line for line, so the English pages read exactly as the domain
 * says (card-words.test.ts checks it). Card names and titles are the official CSCS names and
 * stay in English.
 */
export interface CardWords {
  /** The card's descriptionLines. */
  description: readonly MessageDescriptor[];
  /** The card's eligibilityLines: who the card is for. */
  eligibility: readonly MessageDescriptor[];
  /** The card's testRequirementLines. */
  testRequirements: readonly MessageDescriptor[];
}

// CSCS asks for an HS&E pass from the last two years with every application.
const WITHIN_TWO_YEARS = msg`The pass must be from within the two years before you apply.`;

/** Every card's words; a card left out does not compile. */
export const CARD_WORDS: Record<CardName, CardWords> = {
  'Green Labourer': {
    description: [
      msg`For labourers and other entry-level workers doing non-skilled work on construction sites.`,
      msg`Shows that you have basic health and safety knowledge for working on site.`,
    ],
    eligibility: [
      msg`You hold the Level 1 Award in Health and Safety in a Construction Environment (or an accepted equivalent).`,
      msg`You have passed the CITB HS&E Operatives test.`,
      msg`To renew, you show that you work in a labouring role: a CSCS Labourer card renewal declaration, or a letter from your employer or main contractor on company headed paper.`,
    ],
    testRequirements: [
      msg`CITB HS&E test: Operatives.`,
      WITHIN_TWO_YEARS,
      msg`To renew, the test you passed for your first Labourer card counts for three years.`,
    ],
  },
  'Red Apprentice': {
    description: [
      msg`For people on a recognised construction apprenticeship.`,
      msg`Apprentices are expected to move to a skilled card when the apprenticeship is complete.`,
    ],
    eligibility: [
      msg`You are registered on a recognised apprenticeship (letter from your managing agency or training provider, or your apprenticeship agreement).`,
    ],
    testRequirements: [
      msg`CITB HS&E test: Operatives, or a CSCS-recognised health and safety course.`,
      WITHIN_TWO_YEARS,
    ],
  },
  'Red Technical Supervisor/Manager': {
    description: [
      msg`For experienced technical staff, supervisors and managers who have not yet achieved a relevant qualification.`,
      msg`Gives time to complete the qualification needed for a gold or black card.`,
    ],
    eligibility: [
      msg`You have on-site experience in a technical, supervisory or management role.`,
      msg`You are registered for a relevant NVQ/SVQ (level 3 or above).`,
    ],
    testRequirements: [
      msg`CITB HS&E test: Supervisors, or Managers and Professionals, depending on your role.`,
      WITHIN_TWO_YEARS,
    ],
  },
  'Red Experienced Worker': {
    description: [
      msg`For experienced workers who have not yet achieved the qualification for their trade.`,
      msg`A short-term card while you complete your NVQ/SVQ.`,
    ],
    eligibility: [
      msg`You are registered for an NVQ/SVQ level 2 in your occupation.`,
      msg`You have at least a year of on-the-job experience in your occupation in the last three years.`,
    ],
    testRequirements: [
      msg`CITB HS&E test: Operatives, or the specialist test for your occupation.`,
      WITHIN_TWO_YEARS,
    ],
  },
  'Red Trainee': {
    description: [
      msg`For people working towards their first construction qualification.`,
      msg`Move to a skilled card once the qualification is achieved.`,
    ],
    eligibility: [
      msg`You are registered for a construction NVQ/SVQ, or a degree, HND or HNC accepted for a skilled card: the card lasts 5 years.`,
      msg`Or you hold a Level 2 (or higher) qualification for your trade that CSCS approves, such as a college diploma, that is not an NVQ/SVQ: the card lasts 2 years. When it runs out, register for an NVQ/SVQ to get a 3-year Trainee card.`,
    ],
    testRequirements: [msg`CITB HS&E test: Operatives.`, WITHIN_TWO_YEARS],
  },
  'Red Industry Placement': {
    description: [
      msg`For learners whose course includes a work placement on a construction site, such as T Levels.`,
      msg`The training provider usually applies and pays for the card.`,
    ],
    eligibility: [
      msg`You are aged 16 or over.`,
      msg`You are registered on a qualification or training programme with at least 30 days of work placement.`,
    ],
    testRequirements: [msg`CITB HS&E test: Operatives.`, WITHIN_TWO_YEARS],
  },
  'Blue Skilled Worker': {
    description: [
      msg`For skilled workers who have achieved a construction qualification in their trade.`,
    ],
    eligibility: [
      msg`You hold an NVQ/SVQ level 2, or an apprenticeship or other qualification accepted for your occupation.`,
    ],
    testRequirements: [
      msg`CITB HS&E test: Operatives, or the specialist test for your occupation.`,
      WITHIN_TWO_YEARS,
    ],
  },
  'Gold Advanced Craft': {
    description: [msg`For skilled workers at advanced craft level.`],
    eligibility: [msg`You hold an NVQ/SVQ level 3 in your occupation.`],
    testRequirements: [
      msg`CITB HS&E test: Operatives, or the specialist test for your occupation.`,
      WITHIN_TWO_YEARS,
    ],
  },
  'Gold Supervisor': {
    description: [msg`For supervisors in construction.`],
    eligibility: [msg`You hold a supervisory NVQ/SVQ level 3 or 4.`],
    testRequirements: [msg`CITB HS&E test: Supervisors.`, WITHIN_TWO_YEARS],
  },
  'Black Manager': {
    description: [msg`For senior managers in construction.`],
    eligibility: [
      msg`You hold a construction management NVQ/SVQ at level 5, 6 or 7, or an old level 4.`,
    ],
    testRequirements: [msg`CITB HS&E test: Managers and Professionals.`, WITHIN_TWO_YEARS],
  },
  'White Academically Qualified Person': {
    description: [msg`For people who hold certain construction-related academic qualifications.`],
    eligibility: [
      msg`You hold an accepted construction-related degree, HND or HNC, a CIOB certificate, or a NEBOSH diploma.`,
    ],
    testRequirements: [msg`CITB HS&E test: Managers and Professionals.`, WITHIN_TWO_YEARS],
  },
  'White Professionally Qualified Person': {
    description: [msg`For members of professional bodies approved by CSCS.`],
    eligibility: [msg`You are a member of a CSCS-approved professional body.`],
    testRequirements: [msg`CITB HS&E test: Managers and Professionals.`, WITHIN_TWO_YEARS],
  },
  'Red Provisional': {
    description: [
      msg`For new entrants on a probationary period with an employer.`,
      msg`A short-term card while you decide whether construction work is right for you.`,
    ],
    eligibility: [
      msg`Your employer confirms your probationary employment.`,
      msg`You have never held a CSCS card: CSCS issues the Provisional card once only.`,
    ],
    testRequirements: [msg`CITB HS&E test: Operatives.`, WITHIN_TWO_YEARS],
  },
};

/** The card's words in the page's language, as plain lines. */
export function cardLines(i18n: I18n, card: Pick<CardType, 'name'>) {
  const words = CARD_WORDS[card.name];
  const say = (lines: readonly MessageDescriptor[]) => lines.map((line) => i18n._(line));
  return {
    description: say(words.description),
    eligibility: say(words.eligibility),
    testRequirements: say(words.testRequirements),
  };
}

/** The application types' labels; the values sent to the API stay English. */
export const APPLICATION_TYPE_WORDS: Record<ApplicationType, MessageDescriptor> = {
  'New Card': msg({ comment: 'Kind of CSCS card application: a first card', message: 'New Card' }),
  'Renew Card': msg({
    comment: 'Kind of CSCS card application: renewing a card that runs out',
    message: 'Renew Card',
  }),
  'Lost/Stolen Card': msg({
    comment: 'Kind of CSCS card application: replacing a lost or stolen card',
    message: 'Lost/Stolen Card',
  }),
};

/** 'New Card, Renew Card, Lost/Stolen Card' in the page's language. */
export function applicationTypesText(i18n: I18n, types: readonly ApplicationType[]): string {
  return types.map((type) => i18n._(APPLICATION_TYPE_WORDS[type])).join(', ');
}

/**
 * '6 months', '1 year', '4 years 6 months' in the page's language: the domain's durationText
 * (packages/domain/src/catalogue/validity.ts) with plurals.
 */
export function durationWords(i18n: I18n, totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const yearsText = i18n._(msg`${plural(years, { one: '# year', other: '# years' })}`);
  const monthsText = i18n._(msg`${plural(months, { one: '# month', other: '# months' })}`);
  if (years > 0 && months > 0) {
    return i18n._(
      msg({
        comment: 'A period of years and months, e.g. "4 years 6 months"',
        message: `${yearsText} ${monthsText}`,
      }),
    );
  }
  return years > 0 ? yearsText : monthsText;
}

/**
 * How long the card lasts, as spec §9 words it in English ('2 years (new), 5 years (renewal)')
 * and in the page's language: the domain's validityText.
 */
export function validityWords(i18n: I18n, validity: Validity): string {
  const { newMonths, renewalMonths } = validity;
  const newText = durationWords(i18n, newMonths);
  if (renewalMonths === undefined || renewalMonths === newMonths) return newText;
  const renewalText = durationWords(i18n, renewalMonths);
  return i18n._(
    msg({
      comment:
        'How long a card lasts: a new card one period, a renewed card another, e.g. "2 years (new), 5 years (renewal)"',
      message: `${newText} (new), ${renewalText} (renewal)`,
    }),
  );
}
