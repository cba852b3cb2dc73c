import { z } from 'zod';

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
  }),
  z.object({
    kind: z.literal('course-offline'),
    date: z.string(),
    time: z.string(),
    venueAddress: z.string(),
    joiningInstructions: z.string(),
    confirmedAt: z.string(),
  }),
  z.object({
    kind: z.literal('course-online'),
    date: z.string(),
    accessDetails: z.string(),
    confirmedAt: z.string(),
  }),
  z.object({ kind: z.literal('card'), applicationReference: z.string(), confirmedAt: z.string() }),
]);
export type ConfirmedDetails = z.infer<typeof confirmedDetailsSchema>;
