import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCEPTED_ID_COMBINATION, PHOTO_ID_DOCUMENTS } from '@site/domain/fulfilment';
import type { PhotoIdDocument } from '@site/domain/fulfilment';

/*
 * The photo ID question's documents in the page's language (issue 21 point 3). The list itself
 * is the domain's (PHOTO_ID_DOCUMENTS, ACCEPTED_ID_COMBINATION), which the back office and the
 * emails name too.
 */

const DOCUMENTS: Record<PhotoIdDocument, MessageDescriptor> = {
  passport: msg({ comment: 'A photo ID the test centre accepts', message: 'Passport' }),
  'driving-licence': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'UK photocard driving licence',
  }),
  'residence-permit': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'UK biometric residence permit',
  }),
  'eu-identity-card': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'EU national identity card',
  }),
  'other-combination': msg({
    comment: 'The last choice of photo ID: two documents from a list CITB accepts',
    message: "Another accepted combination from CITB's list",
  }),
};

type CombinationItem =
  | (typeof ACCEPTED_ID_COMBINATION.withPhoto)[number]
  | (typeof ACCEPTED_ID_COMBINATION.withoutPhoto)[number];

const COMBINATION_ITEMS: Record<CombinationItem, MessageDescriptor> = {
  'work-id-card': msg`a work ID card with your photo`,
  'student-card': msg`a student card with your photo`,
  'proof-of-age-card': msg`a PASS proof-of-age card`,
  'birth-certificate': msg`a birth or marriage certificate`,
  'bank-statement': msg`a bank statement from the last 3 months`,
  'utility-bill': msg`a gas, electricity or water bill from the last 3 months`,
};

export function photoIdDocumentWords(i18n: I18n, document: string | undefined): string {
  const known = PHOTO_ID_DOCUMENTS.find((kind) => kind === document);
  return known ? i18n._(DOCUMENTS[known]) : '';
}

/** CITB's other accepted ID: one document of each list, in the page's language. */
export function combinationWords(i18n: I18n) {
  return {
    withPhoto: ACCEPTED_ID_COMBINATION.withPhoto.map((item) => i18n._(COMBINATION_ITEMS[item])),
    withoutPhoto: ACCEPTED_ID_COMBINATION.withoutPhoto.map((item) =>
      i18n._(COMBINATION_ITEMS[item]),
    ),
  };
}
