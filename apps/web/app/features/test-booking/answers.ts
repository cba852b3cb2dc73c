import { z } from 'zod';
import { getCentreById, getTestType } from '@site/domain/catalogue';
import { isOfferedPhotoIdDocument } from '@site/domain/fulfilment';
import { photoIdLastsUntil } from '@site/domain/schemas';
import { paths } from '../../config/paths';
import { defineJourney } from '../../lib/journey/define-journey';

/**
 * The questions of the test booking, in order (issue 4 point 1); checkout is its own page. The
 * photo ID comes after the dates it must last until, and before the name it must match
 * (issue 21 point 3).
 */
export const TEST_STEPS = [
  'test-type',
  'language',
  'centre',
  'date',
  'retake',
  'photo-id',
  'details',
] as const;
export type TestStep = (typeof TEST_STEPS)[number];

export const testAnswersSchema = z.object({
  testType: z.string().optional(),
  language: z.string().optional(),
  location: z.number().int().optional(),
  date: z.string().optional(),
  alternateDate: z.string().optional(),
  testTime: z.string().optional(),
  retake: z.boolean().optional(),
  photoIdDocument: z.string().optional(),
  photoIdExpiresOn: z.string().optional(),
  photoIdNameMatches: z.boolean().optional(),
  detailsDone: z.boolean().optional(),
});
export type TestAnswers = z.infer<typeof testAnswersSchema>;

/** The first question still unanswered (or answered with something no longer offered). */
export function firstIncompleteTestStep(a: TestAnswers): TestStep | 'checkout' {
  const type = a.testType ? getTestType(a.testType) : undefined;
  if (!type) return 'test-type';
  if (!a.language || !type.languages.includes(a.language)) return 'language';
  if (a.location === undefined || !getCentreById(a.location)) return 'centre';
  if (!a.date || !a.alternateDate || !a.testTime) return 'date';
  if (a.retake === undefined) return 'retake';
  if (!photoIdAnswered(a)) return 'photo-id';
  if (!a.detailsDone) return 'details';
  return 'checkout';
}

/**
 * An ID still offered chosen, valid on both dates (a date changed later may outlast it), name
 * promised. An answer kept from before the list changed is asked again.
 */
function photoIdAnswered(a: TestAnswers): boolean {
  const { photoIdDocument, photoIdExpiresOn, date = '', alternateDate = '' } = a;
  if (!photoIdDocument || !photoIdExpiresOn || !a.photoIdNameMatches) return false;
  if (!isOfferedPhotoIdDocument(photoIdDocument)) return false;
  return photoIdLastsUntil(photoIdExpiresOn, date, alternateDate);
}

/**
 * The test booking (issue 4 point 1): checkout is a page of its own, reached once nothing is left
 * unanswered; until then each answer leads to the step after it.
 */
export const testJourney = defineJourney({
  name: 'test-booking',
  steps: TEST_STEPS,
  end: 'checkout',
  answers: testAnswersSchema,
  firstIncomplete: firstIncompleteTestStep,
  next: (_answers, { index, returnTo }, incomplete) => {
    const following = TEST_STEPS[index + 1];
    if (incomplete === 'checkout' || !following) return { page: paths.testCheckout };
    return { step: following, returnTo: returnTo ?? undefined };
  },
});
