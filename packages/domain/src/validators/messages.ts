/**
 * Every message a form or the API shows for bad input. The first block is the
 * specification's exact wording (spec §5, §8); the rest are in GOV.UK voice for
 * checks the specification does not name.
 */
export const MESSAGES = {
  checkField: 'Please check this field.',
  phone: 'Please enter a valid phone number.',
  postcode: 'Please enter a valid UK Postcode.',
  testingId: 'Please enter a valid CITB Testing ID.',
  registrationNumber: 'Please enter a valid CSCS Card Registration Number.',
  email: 'Please enter a valid email',
  required: 'This field is required',

  validationFailed: 'Validation failed',
  failed: 'Failed',
  postcodeNotFound: 'Postcode not found',
  couldNotFindPostcode: 'Could not find postcode',

  title: 'Select a title',
  dateInvalid: 'Enter a real date',
  dateInPast: 'The date must be today or in the future',
  testDateToday: 'Choose a date from tomorrow: we need time to book your test with the centre',
  testDateTooSoon:
    'Choose a date at least 3 working days from today: we need time to book your test with the centre',
  dateTooFar: 'The date must be within the next 6 months',
  alternateDateSame: 'The second-choice date must be different from the first choice',
  testDateClosed: 'Test centres are closed on Sundays and bank holidays. Choose another date',
  courseDateClosed: 'Courses do not run on Sundays and bank holidays. Choose another date',
  dateOfBirthFuture: 'Date of birth must be in the past',
  dateOfBirthTooYoung: 'You must be at least 16 years old',
  dateOfBirthTooOld: 'Enter a real date of birth',
  testTime: 'Select a time',
  testType: 'Select a test type',
  language: 'Select a language this test is offered in',
  location: 'Select a test centre',
  cardType: 'Select a card type',
  applicationType: 'Select an application type this card allows',
  trait: 'Select the trade to be printed on the card',
  cardRequirements:
    'This card needs a qualification and a CITB HS&E test passed in the last 2 years: you cannot apply without them',
  courseLocation: 'Select a course location',
  courseDate: 'Select a course date',
  courseType: 'Select how you want to take the course',
  seatCount: 'You can book one seat at a time',
  groupSize: 'Enter a group size between 2 and 500',
  bookingReference:
    'Enter your booking reference: the 10 letters and numbers in your email or text message',
  bookingNotFound:
    'We could not find a booking with that reference and date of birth. Check both and try again.',
  requestKind: 'Choose whether you want a different date or to cancel',
  preferredDates: 'Enter at least one date you could do instead',
  preferredDatesTooMany: 'Enter no more than 3 dates',
  preferredDateClosed:
    'Choose a weekday or a Saturday: centres are closed on Sundays and bank holidays',
  preferredDateSame: 'Enter a different date for each choice',
  preferredTime: 'Choose morning, afternoon or any time',
  requestReason: 'Choose why you need a different date',
  requestReasonText: 'Tell us in a few words why you need a different date',
  requestReasonTooLong: 'Use 500 characters or fewer',
  lateAcknowledged: 'Tick the box to say you understand what a late request costs',
  requestOpen:
    'You already have a request we are working on. We will email and text you when it is done, usually within one working day.',
  requestNotAllowed:
    'This booking cannot be changed or cancelled online. Please contact us and quote your booking reference.',
  replyTo: 'Enter an email address or a phone number so we can reply',
  comment: 'Your message must be 2,000 characters or fewer',
  userId: 'Your details were not found. Please start again.',
  orderId: 'That order reference is not valid',
  retake: 'Select yes or no',
  notBoolean: 'Select yes or no',
  cardExpiryTooOld: 'Enter an expiry date no more than 12 months ago',
  cardExpiryNewCard: 'A new card has no current card to expire: leave the expiry date out',
  cardExpiryTooFar: 'Enter an expiry date no more than 5 years from today',
  photoIdDocument: 'Select the ID you will bring to the test',
  photoIdExpiresBeforeTest:
    'Your ID runs out before your test date. Bring a different ID, or choose an earlier date',
  photoIdNameMatches: 'Tick the box to confirm the name you give will match your ID exactly',
  photoIdResidencePermit:
    'Biometric residence permits stopped being valid on 31 December 2024, so the test centre will not accept one. Choose another ID',
  photoIdEuCardAlone:
    "An EU national identity card is only accepted with a second document that shows your signature, such as a debit or credit card. Choose two documents from CITB's lists",
  nationalInsuranceNumberFormat:
    'Enter your National Insurance number in the right format, like QQ 12 34 56 C',
  testingIdFormat:
    'Enter your CITB testing ID in letters and numbers only, as in your test booking email. It begins with CITB00, for example CITB001234567',
  registrationNumberFormat:
    'Enter your CSCS card registration number in letters and numbers only, as printed on your card, for example 12345678',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const KEY_OF_TEXT = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
  // Some texts serve two keys ('Failed', 'Select yes or no'); the first names them both, and
  // a translation of one is a translation of the other.
  if (!KEY_OF_TEXT.has(text)) KEY_OF_TEXT.set(text, key);
}

/**
 * The stable code of a field error's text (issue 20): the API sends it beside the spec's
 * English words, and a page in another language shows its own words for it.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_OF_TEXT.get(text);
}
