import { useCallback } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { MESSAGES, type WebMessageKey } from './messages';

/**
 * The spec's messages (field errors, snackbar warnings, journey notices) in every language of
 * the site (issue 20 point 4). The API and the validators keep producing the exact English of
 * MESSAGES, and field errors from the API carry its key as `code`; the page shows them in its
 * own language here, at the one place each kind is displayed (field error, error summary,
 * snackbar, lasting warning). The English text of each entry is MESSAGES[key] to the letter
 * (message-text.test.ts), so English pages keep the spec's words.
 *
 * A key added to MESSAGES without an entry here is a type error.
 */
export const MESSAGE_TEXT = {
  checkField: msg`Please check this field.`,
  phone: msg`Please enter a valid phone number.`,
  postcode: msg`Please enter a valid UK Postcode.`,
  testingId: msg`Please enter a valid CITB Testing ID.`,
  registrationNumber: msg`Please enter a valid CSCS Card Registration Number.`,
  email: msg`Please enter a valid email`,
  required: msg`This field is required`,

  validationFailed: msg({
    message: 'Validation failed',
    comment: 'Warning at the top of the page: what was sent has mistakes, shown on the fields',
  }),
  failed: msg({
    message: 'Failed',
    comment: 'Warning at the top of the page: an action did not work (the server could not do it)',
  }),
  postcodeNotFound: msg`Postcode not found`,
  couldNotFindPostcode: msg`Could not find postcode`,

  title: msg`Select a title`,
  dateInvalid: msg`Enter a real date`,
  dateInPast: msg`The date must be today or in the future`,
  testDateToday: msg`Choose a date from tomorrow: we need time to book your test with the centre`,
  testDateTooSoon: msg`Choose a date at least 3 working days from today: we need time to book your test with the centre`,
  dateTooFar: msg`The date must be within the next 6 months`,
  alternateDateSame: msg`The second-choice date must be different from the first choice`,
  testDateClosed: msg`Test centres are closed on Sundays and bank holidays. Choose another date`,
  courseDateClosed: msg({
    message: 'Courses do not run on Sundays and bank holidays. Choose another date',
    comment: 'The Level 1 health and safety course, in a classroom or its online final assessment',
  }),
  dateOfBirthFuture: msg`Date of birth must be in the past`,
  dateOfBirthTooYoung: msg`You must be at least 16 years old`,
  dateOfBirthTooOld: msg`Enter a real date of birth`,
  testTime: msg`Select a time`,
  testType: msg`Select a test type`,
  language: msg({
    message: 'Select a language this test is offered in',
    comment: 'The voice-over language of the HS&E test',
  }),
  location: msg`Select a test centre`,
  cardType: msg`Select a card type`,
  cardRequirements: msg`This card needs a qualification and a CITB HS&E test passed in the last 2 years: you cannot apply without them`,
  applicationType: msg({
    message: 'Select an application type this card allows',
    comment: 'Application types: new card, renewal, replacement…',
  }),
  trait: msg`Select the trade to be printed on the card`,
  courseLocation: msg`Select a course location`,
  courseDate: msg`Select a course date`,
  courseType: msg({
    message: 'Select how you want to take the course',
    comment: 'In a classroom or online',
  }),
  seatCount: msg`You can book one seat at a time`,
  groupSize: msg`Enter a group size between 2 and 500`,
  bookingReference: msg`Enter your booking reference: the 10 letters and numbers in your email or text message`,
  bookingNotFound: msg`We could not find a booking with that reference and date of birth. Check both and try again.`,
  requestKind: msg`Choose whether you want a different date or to cancel`,
  preferredDates: msg`Enter at least one date you could do instead`,
  preferredDatesTooMany: msg`Enter no more than 3 dates`,
  preferredDateClosed: msg`Choose a weekday or a Saturday: centres are closed on Sundays and bank holidays`,
  preferredDateSame: msg`Enter a different date for each choice`,
  preferredTime: msg`Choose morning, afternoon or any time`,
  requestReason: msg`Choose why you need a different date`,
  requestReasonText: msg`Tell us in a few words why you need a different date`,
  requestReasonTooLong: msg`Use 500 characters or fewer`,
  lateAcknowledged: msg`Tick the box to say you understand what a late request costs`,
  requestOpen: msg`You already have a request we are working on. We will email and text you when it is done, usually within one working day.`,
  requestNotAllowed: msg`This booking cannot be changed or cancelled online. Please contact us and quote your booking reference.`,
  replyTo: msg`Enter an email address or a phone number so we can reply`,
  comment: msg`Your message must be 2,000 characters or fewer`,
  userId: msg`Your details were not found. Please start again.`,
  orderId: msg`That order reference is not valid`,
  retake: msg`Select yes or no`,
  notBoolean: msg`Select yes or no`,
  cardExpiryTooOld: msg`Enter an expiry date no more than 12 months ago`,
  cardExpiryNewCard: msg`A new card has no current card to expire: leave the expiry date out`,
  cardExpiryTooFar: msg`Enter an expiry date no more than 5 years from today`,
  photoIdDocument: msg`Select the ID you will bring to the test`,
  photoIdExpiresBeforeTest: msg`Your ID runs out before your test date. Bring a different ID, or choose an earlier date`,
  photoIdNameMatches: msg`Tick the box to confirm the name you give will match your ID exactly`,
  photoIdResidencePermit: msg`Biometric residence permits stopped being valid on 31 December 2024, so the test centre will not accept one. Choose another ID`,
  photoIdEuCardAlone: msg`An EU national identity card is only accepted with a second document that shows your signature, such as a debit or credit card. Choose two documents from CITB's lists`,
  nationalInsuranceNumberFormat: msg`Enter your National Insurance number in the right format, like QQ 12 34 56 C`,
  testingIdFormat: msg`Enter your CITB testing ID in letters and numbers only, as in your test booking email. It begins with CITB00, for example CITB001234567`,
  registrationNumberFormat: msg`Enter your CSCS card registration number in letters and numbers only, as printed on your card, for example 12345678`,

  networkFailed: msg({
    message: 'Failed',
    comment: 'Warning at the top of the page: an action did not work (the server could not do it)',
  }),
  retakeNotSaved: msg({
    message: 'Failed',
    comment: 'Warning at the top of the page: an action did not work (the server could not do it)',
  }),
  seatsGone: msg`Sorry, this course date is fully booked. Please choose another date.`,
  confirmIdentity: msg`Confirm that the name you entered matches your photo ID`,
  chooseCentreOrSearch: msg`Select a test centre`,
  alternateDateBefore: msg`The second-choice date must be different from the first choice`,
  enquirySent: msg`Thank you. We have your message and will reply within one working day.`,
  enquirySentNoReply: msg`Thank you. We have your message, but you left no email address or phone number, so we cannot reply. Send it again with one of them if you would like an answer.`,
  detailsCleared: msg`Your details and answers have been cleared from this browser tab. You are back at the first question.`,
  detailsExpired: msg`For your privacy, your details and answers were cleared after 30 minutes without use. You are back at the first question.`,
  referencesSaved: msg`Saved. Thank you, we have added these to your order.`,
} satisfies Record<WebMessageKey, MessageDescriptor>;

const KEY_OF_TEXT = new Map<string, WebMessageKey>();
for (const [key, text] of Object.entries(MESSAGES) as [WebMessageKey, string][]) {
  // Some texts serve several keys ('Failed', 'Select yes or no'): their translations are alike.
  if (!KEY_OF_TEXT.has(text)) KEY_OF_TEXT.set(text, key);
}

/** The key of one of the messages' English text (as the domain's messageKeyOf, with the web's). */
export function webMessageKeyOf(text: string): WebMessageKey | undefined {
  return KEY_OF_TEXT.get(text);
}

function isWebMessageKey(code: string): code is WebMessageKey {
  return Object.hasOwn(MESSAGE_TEXT, code);
}

/**
 * A message in the page's language: found by the API's `code` when it names one of the table's
 * keys and its English is the text given, else by its English text. Anything else (the server's
 * own words, a message with values in it) is shown as it is.
 */
export function translateMessage(i18n: I18n, text: string, code?: string): string {
  const key =
    code && isWebMessageKey(code) && MESSAGES[code] === text ? code : webMessageKeyOf(text);
  return key ? i18n._(MESSAGE_TEXT[key]) : text;
}

/** `translateMessage` with the page's language, for components that show messages. */
export function useMessageText(): (text: string, code?: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string, code?: string) => translateMessage(i18n, text, code), [i18n]);
}
