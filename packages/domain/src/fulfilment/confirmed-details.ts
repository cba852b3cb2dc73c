import { z } from 'zod';

/**
 * The calendar event's version (RFC 5545 §3.8.7.4, SEQUENCE): absent or 0 when the order is
 * first confirmed, one more each time the slot is changed, so that the new calendar file, with
 * the same UID, replaces the event the customer already added.
 */
const sequence = z.number().int().nonnegative().optional();

/** What a confirmed order tells the customer, stored on the order as it was confirmed. */
export const confirmedDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('test'),
    date: z.string(),
    time: z.string(),
    centre: z.string(),
    centreName: z.string(),
    centreAddress: z.string(),
    bookingReference: z.string().optional(),
    confirmedAt: z.string(),
    sequence,
  }),
  z.object({
    kind: z.literal('course-offline'),
    date: z.string(),
    time: z.string(),
    venueAddress: z.string(),
    joiningInstructions: z.string(),
    confirmedAt: z.string(),
    sequence,
  }),
  z.object({
    kind: z.literal('course-online'),
    date: z.string(),
    accessDetails: z.string(),
    confirmedAt: z.string(),
    sequence,
  }),
  z.object({
    kind: z.literal('card'),
    applicationReference: z.string(),
    confirmedAt: z.string(),
    sequence,
  }),
]);
export type ConfirmedDetails = z.infer<typeof confirmedDetailsSchema>;

/**
 * A new confirmation that takes the place of `previous` (a slot corrected by staff, or moved at
 * the customer's request): one version later, so its calendar file replaces the old event.
 * The first confirmation of an order stays at version 0.
 */
export function replacingConfirmation(
  previous: ConfirmedDetails | null | undefined,
  next: ConfirmedDetails,
): ConfirmedDetails {
  if (!previous) return next;
  return { ...next, sequence: (previous.sequence ?? 0) + 1 };
}
