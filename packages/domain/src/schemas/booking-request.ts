import { z } from 'zod';
import type { Nation } from '../calendar/bank-holidays';
import { isClosedDay, isClosedEverywhere } from '../calendar/working-days';
import { MESSAGES, missingOr, optional, testDateSchema } from '../validators';
import { bookingIdentityBody } from './booking-identity';
import { envelope } from './envelope';

/*
 * A customer's request, from the booking's status page (issue 19), to move a test or classroom
 * course to another date or to cancel a booking. The reference and date of birth prove it is
 * theirs; staff act on it in the back office.
 */

export const REQUEST_KINDS = ['change', 'cancel'] as const;
export type ChangeRequestKind = (typeof REQUEST_KINDS)[number];

export const PREFERRED_TIMES = ['morning', 'afternoon', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_WORDS: Record<PreferredTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  any: 'Any time',
};

/** Why a change is needed, in the words the customer picks; "Something else" needs a few words. */
export const REQUEST_REASONS = ['cannot-make-date', 'illness', 'work', 'other'] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];
export const REQUEST_REASON_WORDS: Record<RequestReason, string> = {
  'cannot-make-date': 'I cannot make the date',
  illness: 'Illness',
  work: 'Work',
  other: 'Something else',
};

export const MAX_PREFERRED_DATES = 3;
export const REASON_TEXT_MAX = 500;

/**
 * A date the customer could do instead: as a test date (tomorrow to 6 months), and not a day
 * every centre is shut. The body names no place: the API checks the dates against the booking's
 * own nation once it has found the booking (`closedPreferredDates`, decision 027).
 */
const preferredDateSchema = testDateSchema.refine((date) => !isClosedEverywhere(date), {
  error: MESSAGES.preferredDateClosed,
});

/**
 * The preferred dates a place in `nation` is closed on, as the API's field errors: the schema
 * above refuses only days closed everywhere, as the body names no place.
 */
export function closedPreferredDates(
  dates: readonly string[],
  nation: Nation,
): { field: string; message: string }[] {
  return dates.flatMap((date, index) =>
    isClosedDay(date, nation)
      ? [{ field: `preferredDates.${index}`, message: MESSAGES.preferredDateClosed }]
      : [],
  );
}

const reasonTextSchema = optional(
  z.string({ error: MESSAGES.requestReasonText }).trim().max(REASON_TEXT_MAX, {
    error: MESSAGES.requestReasonTooLong,
  }),
);

const isChange = (body: unknown) => (body as { kind?: unknown } | null)?.kind === 'change';
const isGiven = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

export const changeRequestBody = bookingIdentityBody
  .extend({
    kind: z.enum(REQUEST_KINDS, { error: missingOr(MESSAGES.requestKind) }),
    preferredDates: z
      .array(preferredDateSchema, { error: MESSAGES.preferredDates })
      .max(MAX_PREFERRED_DATES, { error: MESSAGES.preferredDatesTooMany })
      .default([]),
    preferredTime: optional(z.enum(PREFERRED_TIMES, { error: MESSAGES.preferredTime })),
    reason: optional(z.enum(REQUEST_REASONS, { error: MESSAGES.requestReason })),
    reasonText: reasonTextSchema,
    /** The customer understands what a late request costs; needed only when it is late. */
    lateAcknowledged: z.boolean({ error: MESSAGES.notBoolean }).default(false),
  })
  // A change needs dates, a time and a reason. These run even when another field is wrong, so
  // the customer sees every missing answer at once; each reads the raw body defensively.
  .refine((body) => !isChange(body) || isGiven(body.preferredDates), {
    path: ['preferredDates'],
    message: MESSAGES.preferredDates,
    when: ({ value }) => isChange(value),
  })
  .refine((body) => !isChange(body) || isGiven(body.preferredTime), {
    path: ['preferredTime'],
    message: MESSAGES.preferredTime,
    when: ({ value }) => isChange(value),
  })
  .refine((body) => !isChange(body) || isGiven(body.reason), {
    path: ['reason'],
    message: MESSAGES.requestReason,
    when: ({ value }) => isChange(value),
  })
  .refine((body) => !isChange(body) || body.reason !== 'other' || isGiven(body.reasonText), {
    path: ['reasonText'],
    message: MESSAGES.requestReasonText,
    when: ({ value }) => isChange(value),
  })
  .superRefine((body, ctx) => {
    body.preferredDates.forEach((date, index) => {
      if (body.preferredDates.indexOf(date) < index) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredDates', index],
          message: MESSAGES.preferredDateSame,
        });
      }
    });
  });
export type ChangeRequestBody = z.input<typeof changeRequestBody>;
export type ChangeRequestInput = z.output<typeof changeRequestBody>;

/** The reason as staff and the customer read it: the choice, then their own words. */
export function reasonInWords(reason?: RequestReason, text?: string): string | null {
  const words = [reason ? REQUEST_REASON_WORDS[reason] : '', text ?? ''].filter(Boolean);
  return words.length ? words.join(': ') : null;
}

export const changeRequestCreatedSchema = z.object({
  request: z.object({
    id: z.uuid(),
    kind: z.enum(REQUEST_KINDS),
    status: z.literal('open'),
    late: z.boolean(),
    /** The last day (YYYY-MM-DD) a change or cancellation was free; null with no date booked. */
    freeUntil: z.string().nullable(),
    createdAt: z.string(),
  }),
});
export const changeRequestCreatedResponse = envelope(changeRequestCreatedSchema);
export type ChangeRequestCreated = z.infer<typeof changeRequestCreatedSchema>;
