import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TestTypeKey } from '@site/domain/catalogue';

/**
 * What each HS&E test type covers, in the page's language (issue 20): the domain's English
 * `description` (packages/domain/src/catalogue/test-types.ts) as a message, word for word
 * (test-type-words.test.ts checks it). Test names and codes are CITB's and stay in English.
 */
export const TEST_TYPE_WORDS: Record<TestTypeKey, MessageDescriptor> = {
  operative: msg`The HS&E test for site operatives, needed for most trade and labourer cards.`,
  'managers-and-professionals': msg`The HS&E test for managers, professionals and technical staff.`,
  'working-at-height': msg`The specialist HS&E test for roofers, scaffolders and others who work at height.`,
  'hvacr-refrigeration-and-air-conditioning': msg`The specialist HS&E test for refrigeration and air-conditioning engineers.`,
  supervisors: msg`The specialist HS&E test for site supervisors.`,
  'plumbing-or-gas': msg`The specialist HS&E test for plumbers and gas engineers (JIB).`,
  'highway-works': msg`The specialist HS&E test for people who build and maintain roads.`,
  demolition: msg`The specialist HS&E test for demolition workers.`,
  'hvacr-domestic-heating-and-plumbing': msg`The specialist HS&E test for heating and plumbing services engineers.`,
  'hvacr-ductwork': msg`The specialist HS&E test for ductwork installers.`,
  'hvacr-pipefitting-and-welding': msg`The specialist HS&E test for pipefitters and welders.`,
  'hvacr-services-and-facilities': msg`The specialist HS&E test for building services and facilities maintenance.`,
  'lift-and-escalators': msg`The specialist HS&E test for lift and escalator engineers.`,
  tunnelling: msg`The specialist HS&E test for tunnelling operatives.`,
};

/**
 * The test languages of spec §9 as a reader of the page calls them; the values the API takes
 * ('Polish', 'Voice Over English') stay English.
 */
export const TEST_LANGUAGE_WORDS = {
  English: msg({ comment: 'A language the HS&E test is taken in', message: 'English' }),
  'Voice Over English': msg({
    comment: 'The HS&E test in English with an English voice-over reading it aloud',
    message: 'Voice Over English',
  }),
  Bulgarian: msg({ comment: 'A language the HS&E test is taken in', message: 'Bulgarian' }),
  Czech: msg({ comment: 'A language the HS&E test is taken in', message: 'Czech' }),
  French: msg({ comment: 'A language the HS&E test is taken in', message: 'French' }),
  German: msg({ comment: 'A language the HS&E test is taken in', message: 'German' }),
  Hungarian: msg({ comment: 'A language the HS&E test is taken in', message: 'Hungarian' }),
  Lithuanian: msg({ comment: 'A language the HS&E test is taken in', message: 'Lithuanian' }),
  Polish: msg({ comment: 'A language the HS&E test is taken in', message: 'Polish' }),
  Portuguese: msg({ comment: 'A language the HS&E test is taken in', message: 'Portuguese' }),
  Punjabi: msg({ comment: 'A language the HS&E test is taken in', message: 'Punjabi' }),
  Romanian: msg({ comment: 'A language the HS&E test is taken in', message: 'Romanian' }),
  Russian: msg({ comment: 'A language the HS&E test is taken in', message: 'Russian' }),
  Spanish: msg({ comment: 'A language the HS&E test is taken in', message: 'Spanish' }),
  Welsh: msg({ comment: 'A language the HS&E test is taken in', message: 'Welsh' }),
} satisfies Record<string, MessageDescriptor>;

/** A test language's name in the page's language ('Polish' on a Polish page is 'polski'). */
export function testLanguageName(i18n: I18n, language: string): string {
  const words = (TEST_LANGUAGE_WORDS as Record<string, MessageDescriptor | undefined>)[language];
  return words ? i18n._(words) : language;
}
