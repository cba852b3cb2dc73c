import { z } from 'zod';

/** Every success answer wraps its payload in `data` (spec §7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/**
 * One field's error: the spec's English `message` and, where it is one of the validators'
 * messages, its stable `code` (a MessageKey), which pages in other languages translate.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * One error shape for every 4xx and 5xx answer. `status` repeats the HTTP status in the
 * body, as the web client reads it (spec §5: "response body carries status 400").
 */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Named domain outcomes, mapped to statuses by the API and to pages by the web client. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthorised: 'UNAUTHORISED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  postcodeNotFound: 'POSTCODE_NOT_FOUND',
  postcodeUnusable: 'POSTCODE_UNUSABLE',
  courseFull: 'COURSE_FULL',
  holdExpired: 'HOLD_EXPIRED',
  alreadyPaid: 'ALREADY_PAID',
  orderClosed: 'ORDER_CLOSED',
  rateLimited: 'RATE_LIMITED',
  /** 503: the payment provider cannot be reached; nothing was taken, try again later. */
  paymentsUnavailable: 'PAYMENTS_UNAVAILABLE',
  conflict: 'CONFLICT',
  /**
   * 409: a slot staff confirm is far from what the customer asked; sent again with
   * `confirmFar: true` once staff have checked it. Each difference is a field error.
   */
  slotFarFromRequest: 'SLOT_FAR_FROM_REQUEST',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  badRequest: 'BAD_REQUEST',
  internal: 'INTERNAL',
} as const;
