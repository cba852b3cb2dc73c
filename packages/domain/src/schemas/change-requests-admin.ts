import { z } from 'zod';
import { SLOT_FIELDS, orderSummarySchema } from './admin';
import { envelope } from './envelope';
import { PREFERRED_TIMES, REQUEST_KINDS } from './booking-request';

/*
 * The back office's side of customers' change and cancellation requests (issue 19): the queue
 * of open requests, an order's open request, and what staff do with one.
 */

export const changeRequestIdParams = z.object({ requestId: z.uuid() });

export const queuedRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  createdAt: z.string(),
  preferredDates: z.array(z.string()),
  preferredTime: z.enum(PREFERRED_TIMES).nullable(),
  reason: z.string().nullable(),
  late: z.boolean(),
  freeUntil: z.string().nullable(),
  /** The order, as the orders list shows it: the slot booked (confirmed, else asked for). */
  order: orderSummarySchema.pick({
    id: true,
    reference: true,
    kind: true,
    stage: true,
    description: true,
    name: true,
    date: true,
    time: true,
    venue: true,
  }),
});
export type QueuedRequest = z.infer<typeof queuedRequestSchema>;

export const requestQueueSchema = z.object({ requests: z.array(queuedRequestSchema) });
export const requestQueueResponse = envelope(requestQueueSchema);

export const openRequestCountSchema = z.object({ open: z.number().int() });
export const openRequestCountResponse = envelope(openRequestCountSchema);

/** An order's open request, with the refund the terms propose should staff cancel it. */
export const orderOpenRequestSchema = z.object({
  request: queuedRequestSchema.nullable(),
  proposedRefund: z.object({ pence: z.number().int(), reason: z.string() }).nullable(),
  /** What is left of the payment to refund. */
  refundablePence: z.number().int(),
});
export type OrderOpenRequest = z.infer<typeof orderOpenRequestSchema>;
export const orderOpenRequestResponse = envelope(orderOpenRequestSchema);

const staffNote = z.string().trim().min(1, 'Enter a note').max(2000);

/** A change done: the new slot, in the fields issue 18's confirmation asks for the kind. */
export const newSlotBody = z.object({
  ...SLOT_FIELDS,
  note: staffNote,
});
export type NewSlotBody = z.input<typeof newSlotBody>;

export const cancelRequestBody = z.object({
  /** What goes back to the customer's card: 0 when the terms give nothing back. */
  amountPence: z.number({ error: 'Enter the amount to refund' }).int().min(0),
  note: staffNote,
});
export type CancelRequestBody = z.input<typeof cancelRequestBody>;

export const declineRequestBody = z.object({
  message: z
    .string({ error: 'Enter a message to the customer' })
    .trim()
    .min(1, 'Enter a message to the customer')
    .max(1000, 'Use 1,000 characters or fewer'),
});
export type DeclineRequestBody = z.input<typeof declineRequestBody>;

export const requestResolvedSchema = z.object({
  status: z.enum(['done', 'declined']),
  emailQueued: z.boolean(),
  refundedPence: z.number().int().optional(),
});
export const requestResolvedResponse = envelope(requestResolvedSchema);
