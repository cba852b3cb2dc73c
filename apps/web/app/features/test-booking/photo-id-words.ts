import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCEPTED_ID_COMBINATION, PHOTO_ID_DOCUMENTS } from '@site/domain/fulfilment';
import type { PhotoIdDocument } from '@site/domain/fulfilment';

/*
 * The photo ID question's documents in the page's language (issue 21 point 3). The list itself
 * is the domain's (OFFERED_PHOTO_ID_DOCUMENTS, ACCEPTED_ID_COMBINATION, from CITB's ID policy),
 * which the back office and the emails name too. The retired documents keep their words for
 * the orders made with them.
 */

const DOCUMENTS: Record<PhotoIdDocument, MessageDescriptor> = {
  passport: msg({
    comment: 'A photo ID the test centre accepts',
    message: 'Passport from any country',
  }),
  'driving-licence': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'UK or European photocard driving licence',
  }),
  'other-combination': msg({
    comment: 'The last choice of photo ID: two documents, one from each of the lists CITB accepts',
    message: "Two documents from CITB's lists, one with your photo and one with your signature",
  }),
  'residence-permit': msg({
    comment: 'A photo ID chosen on an older booking; no longer accepted',
    message: 'UK biometric residence permit',
  }),
  'eu-identity-card': msg({
    comment: 'A photo ID chosen on an older booking; no longer accepted on its own',
    message: 'EU national identity card',
  }),
};

type CombinationItem =
  | (typeof ACCEPTED_ID_COMBINATION.withPhoto)[number]
  | (typeof ACCEPTED_ID_COMBINATION.withSignature)[number];

const COMBINATION_ITEMS: Record<CombinationItem, MessageDescriptor> = {
  'non-eu-driving-licence': msg`a photocard driving licence from outside the UK and the EU`,
  'unsigned-passport': msg`a passport without your signature`,
  'european-identity-card': msg`a European national identity card`,
  'pass-card': msg`a CitizenCard or another proof-of-age card with the PASS hologram`,
  'young-scot-card': msg`a Young Scot card with the PASS hologram`,
  'cscs-card': msg`a CSCS card or CSCS partner card with the CSCS hologram`,
  'armed-forces-card': msg`a UK Armed Forces ID card`,
  'veteran-card': msg`a UK Armed Forces Veteran ID card`,
  'home-office-travel-document': msg`a UK Home Office travel document`,
  'paper-driving-licence': msg`a UK paper driving licence issued before 31 March 2000`,
  'bank-card': msg`a debit or credit card with your name and signature`,
};

export function photoIdDocumentWords(i18n: I18n, document: string | undefined): string {
  const known = PHOTO_ID_DOCUMENTS.find((kind) => kind === document);
  return known ? i18n._(DOCUMENTS[known]) : '';
}

/** CITB's two lists: one document from each, in the page's language. */
export function combinationWords(i18n: I18n) {
  return {
    withPhoto: ACCEPTED_ID_COMBINATION.withPhoto.map((item) => i18n._(COMBINATION_ITEMS[item])),
    withSignature: ACCEPTED_ID_COMBINATION.withSignature.map((item) =>
      i18n._(COMBINATION_ITEMS[item]),
    ),
  };
}
