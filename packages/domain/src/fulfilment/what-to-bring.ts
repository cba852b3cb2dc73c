import { formatTime } from '../format';

/*
 * What a customer brings to a test or a classroom course, in the words every message uses: the
 * confirmed email and page (confirmedWords), the status page, the checkout's reminder and the
 * day-before reminder. One place, so the ID list cannot differ between them.
 */

/** How early the customer should arrive at a test or a classroom course. */
export const ARRIVE_EARLY_MINUTES = 15;

/** The photo ID a CITB test centre accepts, in date, showing the name on the booking. */
export const PHOTO_ID_KINDS = [
  'a passport',
  'a UK photocard driving licence',
  'a UK biometric residence permit or EU national identity card',
] as const;

/**
 * The document a candidate says they will bring to a test (issue 21 point 3), asked before they
 * pay: the centre turns away anyone without accepted ID, and the test fee is not refunded.
 * 'other-combination' is one of CITB's accepted pairs of documents (ACCEPTED_ID_COMBINATION).
 */
export const PHOTO_ID_DOCUMENTS = [
  'passport',
  'driving-licence',
  'residence-permit',
  'eu-identity-card',
  'other-combination',
] as const;
export type PhotoIdDocument = (typeof PHOTO_ID_DOCUMENTS)[number];

/** Each document in English: the back office and the API's English email. */
export const PHOTO_ID_DOCUMENT_NAMES: Record<PhotoIdDocument, string> = {
  passport: 'Passport',
  'driving-licence': 'UK photocard driving licence',
  'residence-permit': 'UK biometric residence permit',
  'eu-identity-card': 'EU national identity card',
  'other-combination': "Another accepted combination from CITB's list",
};

/**
 * CITB's other accepted ID, in plain words: without one of the documents above, a candidate
 * brings two, one of each list. The web names each item in the page's language by this key.
 */
export const ACCEPTED_ID_COMBINATION = {
  withPhoto: ['work-id-card', 'student-card', 'proof-of-age-card'],
  withoutPhoto: ['birth-certificate', 'bank-statement', 'utility-bill'],
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
