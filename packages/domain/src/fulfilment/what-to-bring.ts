import { formatTime } from '../format';

/*
 * What a customer brings to a test or a classroom course, in the words every message uses: the
 * confirmed email and page (confirmedWords), the status page, the checkout's reminder and the
 * day-before reminder. One place, so the ID list cannot differ between them.
 */

/** How early the customer should arrive at a test or a classroom course. */
export const ARRIVE_EARLY_MINUTES = 15;

/*
 * CITB's ID rules for the HS&E test, said the same way on every page, email and text. The
 * rules register lists them with their sources (rules/register.ts, 'test.photo-id').
 * Source: CITB, "Identification (ID) Requirements for HS&E Tests" (effective October 2021), as
 * CITB test centres publish it word for word: https://helcattraining.com/citb-hse-testing-terms-conditions/
 * and https://training4thefuture.co.uk/easy-keep-mind-essay-producing-service/ (no copy of it on
 * citb.co.uk itself could be found). List B's bank card: CITB tells its centres not to keep the
 * card details of candidates who show one as ID,
 * https://www.citb.co.uk/product-service-accreditation/citb-centres/internet-test-centres-itc/.
 * The policy's third primary ID, a Biometric Residence Permit or Card, is left out: the Home
 * Office's BRPs and BRCs ran out on 31 December 2024 and eVisas replaced them (https://www.gov.uk/evisa;
 * GOV.UK's own test now takes an expired one only as a stopgap for its own test,
 * https://www.gov.uk/government/publications/terms-and-conditions-for-booking-and-taking-the-life-in-the-uk-test/identification-requirements-accessible-version).
 * Checked 2026-12-07.
 */

/** The accepted photo ID, as the reminders list it: one of these, in date, in the booking's name. */
export const PHOTO_ID_KINDS = [
  'a passport from any country',
  'a UK or European photocard driving licence',
  "two documents from CITB's lists, one with your photo and one with your signature",
] as const;

/**
 * The document a candidate says they will bring to a test (issue 21 point 3), asked before they
 * pay: the centre turns away anyone without accepted ID, and the test fee is not refunded.
 * CITB's primary ID, one document: a passport, or a UK or European photocard driving licence.
 * Without one, 'other-combination': one document from each of CITB's lists
 * (ACCEPTED_ID_COMBINATION).
 */
export const OFFERED_PHOTO_ID_DOCUMENTS = [
  'passport',
  'driving-licence',
  'other-combination',
] as const;
export type OfferedPhotoIdDocument = (typeof OFFERED_PHOTO_ID_DOCUMENTS)[number];

/**
 * Documents the question once offered, no longer accepted on their own. Orders made with them
 * keep their answer and still show it; a new booking is refused with the message named here
 * (MESSAGES). A residence permit ended on 31 December 2024; a European national identity card is
 * in CITB's list A, so it needs a document from list B with it.
 */
export const RETIRED_PHOTO_ID_DOCUMENTS = {
  'residence-permit': 'photoIdResidencePermit',
  'eu-identity-card': 'photoIdEuCardAlone',
} as const;
export type RetiredPhotoIdDocument = keyof typeof RETIRED_PHOTO_ID_DOCUMENTS;

/** Every document an order may hold: the offered ones, then the retired ones. */
export const PHOTO_ID_DOCUMENTS = [
  ...OFFERED_PHOTO_ID_DOCUMENTS,
  ...(Object.keys(RETIRED_PHOTO_ID_DOCUMENTS) as RetiredPhotoIdDocument[]),
] as [OfferedPhotoIdDocument, ...(OfferedPhotoIdDocument | RetiredPhotoIdDocument)[]];
export type PhotoIdDocument = OfferedPhotoIdDocument | RetiredPhotoIdDocument;

export function isOfferedPhotoIdDocument(document: string): document is OfferedPhotoIdDocument {
  return OFFERED_PHOTO_ID_DOCUMENTS.some((offered) => offered === document);
}

/** Each document in English: the back office and the API's English email. */
export const PHOTO_ID_DOCUMENT_NAMES: Record<PhotoIdDocument, string> = {
  passport: 'Passport from any country',
  'driving-licence': 'UK or European photocard driving licence',
  'other-combination':
    "Two documents from CITB's lists, one with your photo and one with your signature",
  'residence-permit': 'UK biometric residence permit',
  'eu-identity-card': 'EU national identity card',
};

/**
 * CITB's two lists, for a candidate without a passport or photocard licence: one document from
 * list A (name and photo) and one from list B (name and signature), both in date. The web names
 * each item in the page's language by this key, in CITB's order.
 */
export const ACCEPTED_ID_COMBINATION = {
  withPhoto: [
    'non-eu-driving-licence',
    'unsigned-passport',
    'european-identity-card',
    'pass-card',
    'young-scot-card',
    'cscs-card',
    'armed-forces-card',
    'veteran-card',
    'home-office-travel-document',
  ],
  withSignature: ['paper-driving-licence', 'bank-card'],
} as const;

function minutesBefore(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins - minutes + 24 * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 'Arrive 15 minutes early, by 9:15am.' for a start at '09:30'. */
export function arriveEarlyLine(time: string): string {
  return `Arrive ${ARRIVE_EARLY_MINUTES} minutes early, by ${formatTime(minutesBefore(time, ARRIVE_EARLY_MINUTES))}.`;
}

/** `name` is the candidate's full name, the one their photo ID must show. */
export function bringIdLine(name: string): string {
  return `Bring photo identification in the name ${name}.`;
}

/** The accepted photo ID as one sentence. */
export function photoIdLine(): string {
  const kinds = [...PHOTO_ID_KINDS];
  const last = kinds.pop();
  return `It must be in date and one of these: ${kinds.join(', ')} or ${last}.`;
}

/**
 * What to bring and when to arrive for a booking with a place to go to (a test or a classroom
 * course); nothing for a card or an online course. `time` is the start ('09:30') when known.
 */
export function whatToBring(
  kind: 'test' | 'card' | 'course-online' | 'course-offline',
  name: string,
  time: string | null,
): string[] {
  if (kind !== 'test' && kind !== 'course-offline') return [];
  return [bringIdLine(name), photoIdLine(), ...(time ? [arriveEarlyLine(time)] : [])];
}
