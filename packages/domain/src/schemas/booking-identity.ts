import { z } from 'zod';
import { MESSAGES, isRealIsoDate, requiredText } from '../validators';

/*
 * How a customer proves a booking is theirs on its status page (issue 19): the reference from
 * their email or text and their date of birth. No account and no inbox needed.
 */

/** A booking reference as people copy it: spaces, dashes and lower case are forgiven. */
export const bookingReferenceSchema = requiredText(MESSAGES.bookingReference)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => /^[0-9A-F]{10}$/.test(value), { error: MESSAGES.bookingReference });

export const bookingIdentityBody = z.object({
  reference: bookingReferenceSchema,
  // Any real date: the booking rules for a date of birth (16 or over …) would tell a stranger
  // something; a date that does not match gets the same answer as an unknown reference.
  dateOfBirth: requiredText(MESSAGES.dateInvalid).refine(isRealIsoDate, {
    error: MESSAGES.dateInvalid,
  }),
});
export type BookingIdentity = z.infer<typeof bookingIdentityBody>;
