import { z } from 'zod';
import { cardExpiresOnSchema } from '../validators';
import { bookingIdentityBody } from './booking-identity';
import { envelope } from './envelope';
import { ORDER_KINDS } from './order';
import { FULFILMENT_STEPS, STAGES } from '../fulfilment/steps';

/*
 * The answer of POST /bookings/lookup (issue 19): where a paid booking stands, for the person
 * who gave its reference and date of birth. It names what was bought and when and where it
 * happens, never the candidate's NI number, date of birth, address or whole phone number.
 */

/** The steps of a booking's timeline: paid → being booked → confirmed → done, or closed. */
export const TIMELINE_STEPS = ['paid', ...FULFILMENT_STEPS] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  state: z.enum(['done', 'current', 'to-come']),
  /** When the step was reached (ISO), null for a step still to come. */
  at: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const bookingSlotSchema = z.object({
  /** true once staff recorded the booking; false while it is only what the customer asked for. */
  confirmed: z.boolean(),
  /** YYYY-MM-DD (London). */
  date: z.string(),
  /** HH:MM (London), null when the booking has no time (an online course). */
  time: z.string().nullable(),
  /** The slot in one sentence. */
  words: z.string(),
  /** References or instructions that go with a confirmed slot. */
  lines: z.array(z.string()),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const changeRequestStatusSchema = z.object({
  kind: z.enum(['change', 'cancel']),
  status: z.enum(['open', 'done', 'declined']),
  createdAt: z.string(),
  preferredDates: z.array(z.string()),
  preferredTime: z.string().nullable(),
  late: z.boolean(),
  outcomeNote: z.string().nullable(),
});
export type ChangeRequestStatus = z.infer<typeof changeRequestStatusSchema>;

export const bookingStatusSchema = z.object({
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** What was bought, in the catalogue's names. */
  description: z.string(),
  stage: z.enum(STAGES),
  timeline: z.array(timelineEntrySchema),
  /** The confirmed slot, or the one asked for; null for a card. */
  slot: bookingSlotSchema.nullable(),
  /** What to bring and when to arrive; empty when there is nowhere to go. */
  whatToBring: z.array(z.string()),
  /** For a test or a classroom course with a date that is still open; else null. */
  changes: z
    .object({
      /** The last day (YYYY-MM-DD, London) to move or cancel for free. */
      lastFreeDay: z.string(),
      /** Today (London) is after that day. */
      late: z.boolean(),
    })
    .nullable(),
  price: z.object({
    officialFee: z.number().int(),
    serviceFee: z.number().int(),
    total: z.number().int(),
  }),
  /** Pence refunded so far. */
  refunded: z.number().int(),
  /** The open change or cancellation request, else the latest one; null when none. */
  request: changeRequestStatusSchema.nullable(),
  requestsAllowed: z.object({ change: z.boolean(), cancel: z.boolean() }),
  reminders: z.object({
    off: z.boolean(),
    /** The card's expiry date (YYYY-MM-DD) when the customer gave it. */
    cardExpiresOn: z.string().nullable(),
    /** The mobile number texts go to, masked ('07••• •••123'); null when none. */
    textsTo: z.string().nullable(),
  }),
});
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingStatusResponse = envelope(z.object({ booking: bookingStatusSchema }));

/**
 * The customer's reminder choices from the status page (issue 19): reminders off or on again,
 * and the card's expiry date for renewal reminders (null takes it away).
 */
export const bookingRemindersBody = bookingIdentityBody.extend({
  remindersOff: z.boolean().optional(),
  cardExpiresOn: z.union([cardExpiresOnSchema, z.null()]).optional(),
});
export type BookingRemindersBody = z.infer<typeof bookingRemindersBody>;
