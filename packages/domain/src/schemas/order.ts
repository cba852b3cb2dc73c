import { z } from 'zod';
import {
  MESSAGES,
  booleanSchema,
  idSchema,
  nationalInsuranceNumberSchema,
  optional,
  testingIdSchema,
} from '../validators';
import { envelope } from './envelope';
import { confirmedDetailsSchema } from '../fulfilment/confirmed-details';

export const ORDER_KINDS = ['test', 'card', 'course-online', 'course-offline'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderIdParams = z.object({ orderId: idSchema(MESSAGES.orderId) });

/**
 * PATCH /order/{orderId} (spec §7): either the retake flag, or the CITB testing ID and
 * NI number added after payment. Answers 204.
 */
export const updateOrderBody = z
  .object({
    retake: optional(booleanSchema(MESSAGES.retake)),
    testingId: optional(testingIdSchema),
    NI: optional(nationalInsuranceNumberSchema),
  })
  .superRefine((body, ctx) => {
    if (body.retake === undefined && !body.testingId && !body.NI) {
      ctx.addIssue({ code: 'custom', path: ['testingId'], message: MESSAGES.testingId });
    }
  });
export type UpdateOrderBody = z.input<typeof updateOrderBody>;

export const priceSchema = z.object({
  officialFee: z.number().int(),
  serviceFee: z.number().int(),
  total: z.number().int(),
});

/**
 * The order object of spec §3 and §7. Personal data is masked: a GET never returns a whole
 * NI number, a date of birth or an address.
 */
export const orderViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  description: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Cancelled by us after payment (staff, or a late payment that found no seat): refund due. */
  cancelled: z.boolean().optional(),
  /** Where a paid order stands, and what was booked once staff confirmed it (issue 18). */
  progress: z
    .object({
      stage: z.enum(['paid', 'submitted', 'confirmed', 'completed']),
      confirmed: confirmedDetailsSchema.nullable(),
    })
    .optional(),
  price: priceSchema,
  test: z
    .object({
      location: z.number().int(),
      centreName: z.string(),
      date: z.string(),
      alternateDate: z.string(),
      testTime: z.string(),
      testType: z.string(),
      testTypeName: z.string(),
      language: z.string(),
      retake: z.boolean(),
    })
    .optional(),
  card: z.object({ type: z.string(), applicationType: z.string(), trait: z.string() }).optional(),
  course: z
    .object({
      type: z.enum(['Online', 'Offline']),
      name: z.string(),
      date: z.string(),
      locationName: z.string().optional(),
      locationAddress: z.string().optional(),
    })
    .optional(),
  Cards: z.array(
    z.object({
      id: z.string().nullable(),
      testingId: z.string().nullable(),
      registrationNumber: z.string().nullable(),
    }),
  ),
  User: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    email: z.string().nullable(),
    nationalInsuranceNumber: z.string().nullable(),
  }),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderResponse = envelope(z.object({ order: orderViewSchema }));

/** POST /payment (spec §7). */
export const createPaymentBody = z.object({ orderId: idSchema(MESSAGES.orderId) });
export type CreatePaymentBody = z.input<typeof createPaymentBody>;

export const paymentSessionResponse = envelope(
  z.object({ session_id: z.string(), url: z.string() }),
);
