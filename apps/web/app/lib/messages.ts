import { MESSAGES as DOMAIN_MESSAGES } from '@site/domain/validators';

/**
 * Every word the journeys show that is not a page's own prose: field errors (the domain's
 * table, spec §5 and §8 wording), snackbar warnings and journey texts. English first; another
 * language of the test can be added as a second table with the same keys.
 */
export const MESSAGES = {
  ...DOMAIN_MESSAGES,
  networkFailed: 'Failed',
  retakeNotSaved: 'Failed',
  seatsGone: 'Sorry, this course date is fully booked. Please choose another date.',
  confirmIdentity: 'Confirm that the name you entered matches your photo ID',
  chooseCentreOrSearch: 'Select a test centre',
  alternateDateBefore: 'The second-choice date must be different from the first choice',
  enquirySent: 'Thank you. We have your message and will reply within one working day.',
  enquirySentNoReply:
    'Thank you. We have your message, but you left no email address or phone number, so we cannot reply. Send it again with one of them if you would like an answer.',
  detailsCleared:
    'Your details and answers have been cleared from this browser tab. You are back at the first question.',
  detailsExpired:
    'For your privacy, your details and answers were cleared after 30 minutes without use. You are back at the first question.',
  referencesSaved: 'Saved. Thank you, we have added these to your order.',
} as const;

export type WebMessageKey = keyof typeof MESSAGES;
