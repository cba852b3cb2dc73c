import { z } from 'zod';
import {
  FULFILMENT_STEPS,
  PHOTO_ID_DOCUMENTS,
  STAGES,
  confirmedDetailsSchema,
  stepFieldSchema,
} from '../fulfilment';
import {
  addressSchema,
  dateOfBirthSchema,
  emailSchema,
  isRealIsoDate,
  namePartSchema,
  nationalInsuranceNumberSchema,
  phoneNumberSchema,
  postcodeSchema,
  registrationNumberSchema,
  testingIdSchema,
  titleSchema,
  townSchema,
} from '../validators';
import { LOCALES } from '../i18n';
import { envelope } from './envelope';
import { ORDER_KINDS, ORDER_STATUSES } from './order';
import { ENQUIRY_KINDS } from './people';

/**
 * The back office's contract (issue 7, issue 17 point 2): what staff send to /api/admin and
 * what they get back. The API declares these as its answers, so its compiled serializer writes
 * only the fields named here (the order page shows NI numbers: nothing else leaves), and the
 * admin web client parses every answer with the same schemas.
 */

const isoDateTime = z.string();
const nullableDateTime = isoDateTime.nullable();

// ---- Sign-in and session ----

/**
 * A slot's fields, each only trimmed, bounded and never 'N/A' here; which of them a step needs
 * for the order's kind is the domain's `checkStep`. A first confirmation, a customer's new slot
 * and a corrected slot all send them.
 */
export const SLOT_FIELDS = {
  centre: stepFieldSchema('centre'),
  date: stepFieldSchema('date'),
  time: stepFieldSchema('time'),
  bookingReference: stepFieldSchema('bookingReference'),
  venueAddress: stepFieldSchema('venueAddress'),
  joiningInstructions: stepFieldSchema('joiningInstructions'),
  accessDetails: stepFieldSchema('accessDetails'),
};

export const signInBody = z.object({
  email: z.string().trim().min(1, 'Enter your email address').max(200),
  password: z.string().min(1, 'Enter your password').max(200),
});

export const staffSessionSchema = z.object({
  staff: z.object({ email: z.string() }),
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponse = envelope(staffSessionSchema);

// ---- Filters and queries ----

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);

/** Filter dates: real calendar days in a range the database (and the business) can mean. */
const FILTER_YEARS = { min: 2000, max: 2100 };
const filterDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD')
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return isRealIsoDate(value) && year >= FILTER_YEARS.min && year <= FILTER_YEARS.max;
    },
    { error: `Enter a real date between ${FILTER_YEARS.min} and ${FILTER_YEARS.max}` },
  );

/**
 * Which orders a list shows when no status is chosen: paid work that needs action (paid,
 * submitted or confirmed; the default, oldest first), checkouts never paid (pending, expired,
 * failed), closed orders, or all of them.
 */
export const ORDER_VIEWS = ['action', 'abandoned', 'closed', 'all'] as const;
export type OrderListView = (typeof ORDER_VIEWS)[number];

export const orderFilters = z.object({
  view: z.enum(ORDER_VIEWS).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  status: z.enum(STAGES).optional(),
  /** The day the order was made, from and to (UK days). */
  from: filterDate.optional(),
  to: filterDate.optional(),
  /** The day of the test or course booked, from and to. */
  bookedFrom: filterDate.optional(),
  bookedTo: filterDate.optional(),
  /** Part of the test centre's or course venue's name. */
  centre: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;
export const orderListQuery = orderFilters.extend({ page, pageSize });
export const orderExportQuery = orderFilters.extend({
  includeSensitive: z.enum(['yes', 'no']).optional(),
});
export const adminOrderIdParams = z.object({ orderId: z.uuid() });

export const enquiryListQuery = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  answered: z.enum(['yes', 'no']).optional(),
  page,
  pageSize,
});
export const enquiryIdParams = z.object({ enquiryId: z.uuid() });

export const auditListQuery = z.object({
  action: z.string().max(40).optional(),
  orderId: z.uuid().optional(),
  page,
  pageSize,
});

// ---- Orders: list ----

export const orderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  stage: z.enum(STAGES),
  description: z.string(),
  /** The language the customer booked in, which their emails and texts use (issue 20). */
  locale: z.enum(LOCALES),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  /** The test's or course's day ('YYYY-MM-DD'), time ('HH:MM') and centre or venue, if any. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  venue: z.string().nullable(),
  totalPence: z.number().int(),
  refundedPence: z.number().int().nullable(),
  createdAt: isoDateTime,
  paidAt: nullableDateTime,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  orders: z.array(orderSummarySchema),
});
export type OrderList = z.infer<typeof orderListSchema>;
export const orderListResponse = envelope(orderListSchema);

// ---- Orders: one order ----

/** Everything the candidate gave, the whole NI number and birth date included. */
export const adminCandidateSchema = z.object({
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationalInsuranceNumber: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  town: z.string().nullable(),
  postcode: z.string().nullable(),
  testingId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

/** A payment that took money; a 'duplicate' (paid twice) bought nothing. */
export const completedPaymentSchema = z.object({
  sessionId: z.string(),
  amountPence: z.number().int(),
  role: z.enum(['order', 'duplicate']),
  /** What has been refunded of it; null until a refund is made. */
  refundedPence: z.number().int().nullable(),
});

export const orderNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string(),
  reference: z.string().nullable(),
  emailQueued: z.boolean(),
  createdAt: isoDateTime,
});

export const orderDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  stage: z.enum(STAGES),
  paymentStatus: z.enum(ORDER_STATUSES),
  description: z.string(),
  /** The language the customer booked in, which their emails and texts use (issue 20). */
  locale: z.enum(LOCALES),
  createdAt: isoDateTime,
  paidAt: nullableDateTime,
  fulfilmentReference: z.string().nullable(),
  /** What staff recorded when the order was confirmed, as the customer was told it. */
  confirmed: confirmedDetailsSchema.nullable(),
  /**
   * What the customer asked for (a test's centre, dates and time; a classroom seat's day): the
   * confirm form starts from it, and a slot far from it must be confirmed twice. The dates of a
   * change the customer asked for, once done, come first. Null for an online course or a card.
   */
  asked: z
    .object({
      centre: z.string().nullable(),
      dates: z.array(z.string()),
      time: z.string().nullable(),
    })
    .nullable(),
  fulfilmentUpdatedAt: nullableDateTime,
  personalDataErasedAt: nullableDateTime,
  price: z.object({
    officialFee: z.number().int(),
    serviceFee: z.number().int(),
    total: z.number().int(),
    refunded: z.number().int().nullable(),
  }),
  refundId: z.string().nullable(),
  /** What was booked, shaped by `kind` (a test also names its centre and test type). */
  booking: z.record(z.string(), z.unknown()),
  candidate: adminCandidateSchema,
  /** A test's photo ID, as the candidate said they will bring it (issue 21 point 3). */
  photoId: z.object({ document: z.enum(PHOTO_ID_DOCUMENTS), expiresOn: z.string() }).nullable(),
  card: z.object({ type: z.string(), applicationType: z.string(), trait: z.string() }).nullable(),
  paymentSessions: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      status: z.string(),
      amountPence: z.number().int(),
      createdAt: isoDateTime,
      expiresAt: isoDateTime,
    }),
  ),
  payments: z.array(completedPaymentSchema),
  paymentEvents: z.array(
    z.object({
      id: z.string(),
      sessionId: z.string(),
      type: z.string(),
      applied: z.boolean(),
      amountPence: z.number().int().nullable(),
      receivedAt: isoDateTime,
    }),
  ),
  notes: z.array(orderNoteSchema),
  emails: z.array(
    z.object({
      kind: z.string(),
      /** An email, or its text message twin (issue 19). */
      channel: z.enum(['email', 'sms']),
      status: z.string(),
      attempts: z.number().int(),
      sentAt: nullableDateTime,
      /** When a waiting message (a reminder) is due. */
      dueAt: isoDateTime,
      lastError: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
  audit: z.array(z.object({ at: isoDateTime, actor: z.string(), action: z.string() })),
  allowedTransitions: z.array(z.enum(FULFILMENT_STEPS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderAnswerSchema = z.object({ order: orderDetailSchema });
export const orderDetailResponse = envelope(orderAnswerSchema);

// ---- Orders: changes ----

const note = z.string().trim().min(1, 'Enter a note').max(2000);

export const transitionBody = z.object({
  to: z.enum(FULFILMENT_STEPS),
  note,
  // What the step records (issue 18): which of these a step needs depends on the order's kind,
  // checked by the domain's `checkStep`; here each is only trimmed, bounded and never 'N/A'.
  reference: stepFieldSchema('reference'),
  ...SLOT_FIELDS,
  emailCandidate: z.boolean().default(false),
  /** Refunds only: less than the total for a part refund; the total when absent. */
  amountPence: z.number().int().positive().optional(),
  /**
   * A confirmation only: staff saw how far the slot is from what the customer asked (another
   * centre, or a date more than FAR_SLOT_DAYS away) and confirm it all the same.
   */
  confirmFar: z.boolean().default(false),
});
export type TransitionBody = z.input<typeof transitionBody>;

export const transitionResultSchema = z.object({
  from: z.enum(STAGES),
  to: z.enum(FULFILMENT_STEPS),
  emailQueued: z.boolean(),
  /** A refund: its id, this run's money, the order's refunded total, and the payer's share. */
  refund: z
    .object({
      id: z.string().nullable(),
      amountPence: z.number().int(),
      refundedPence: z.number().int(),
      toPayerPence: z.number().int(),
      /** All of the payment has gone back, and the order is closed as refunded. */
      whole: z.boolean(),
    })
    .optional(),
});
export const transitionResponse = envelope(transitionResultSchema);

export const duplicateRefundBody = z.object({ note, emailCandidate: z.boolean().default(false) });
export type DuplicateRefundBody = z.input<typeof duplicateRefundBody>;
export const duplicateRefundResultSchema = z.object({
  refunds: z.array(
    z.object({ sessionId: z.string(), refundId: z.string(), amountPence: z.number().int() }),
  ),
  refundedPence: z.number().int(),
  emailQueued: z.boolean(),
});
export const duplicateRefundResponse = envelope(duplicateRefundResultSchema);

/**
 * Staff correct what the customer typed (issue 18): any of these, checked by the same rules as
 * the booking forms, and the CITB testing ID or the card's registration number once known.
 */
export const candidateCorrectionBody = z
  .object({
    title: titleSchema.optional(),
    firstName: namePartSchema.optional(),
    middleName: namePartSchema.optional(),
    lastName: namePartSchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    nationalInsuranceNumber: nationalInsuranceNumberSchema.optional(),
    email: emailSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
    address: addressSchema.optional(),
    town: townSchema.optional(),
    postcode: postcodeSchema.optional(),
    testingId: testingIdSchema.optional(),
    registrationNumber: registrationNumberSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Change at least one detail',
  });
export type CandidateCorrectionBody = z.input<typeof candidateCorrectionBody>;
export type CandidateCorrection = z.output<typeof candidateCorrectionBody>;
export const candidateCorrectedSchema = z.object({
  /** The fields that changed (a value given as it was is not a change). */
  changed: z.array(z.string()),
});
export const candidateCorrectedResponse = envelope(candidateCorrectedSchema);

/**
 * Staff change a confirmed slot (a wrong time typed, or the centre moved it): the whole slot as
 * it now stands, checked by the same stage rule as the confirmation, and why it changed. The
 * customer is told again.
 */
export const slotCorrectionBody = z.object({
  ...SLOT_FIELDS,
  note: z
    .string({ error: 'Enter why the slot changed' })
    .trim()
    .min(1, 'Enter why the slot changed')
    .max(2000),
  /** As for a confirmation: the new slot is far from what the customer asked, and that is meant. */
  confirmFar: z.boolean().default(false),
});
export type SlotCorrectionBody = z.input<typeof slotCorrectionBody>;
export const slotCorrectedSchema = z.object({
  /** The fields that changed; none when the slot was sent as it was (nothing is told then). */
  changed: z.array(z.string()),
  /** The calendar event's version now (RFC 5545 SEQUENCE). */
  sequence: z.number().int(),
  emailQueued: z.boolean(),
});
export const slotCorrectedResponse = envelope(slotCorrectedSchema);

export const noteBody = z.object({ note });
export type NoteBody = z.input<typeof noteBody>;
export const noteAddedSchema = z.object({ added: z.literal(true) });
export const noteAddedResponse = envelope(noteAddedSchema);

// ---- Enquiries ----

export const enquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  groupSize: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
  answeredAt: nullableDateTime,
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  /** Masked to its last three characters: a list of messages is not an audited view. */
  nationalInsuranceNumber: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  enquiries: z.array(enquirySchema),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;
export const enquiryListResponse = envelope(enquiryListSchema);

export const enquiryAnsweredSchema = z.object({ answered: z.literal(true) });
export const enquiryAnsweredResponse = envelope(enquiryAnsweredSchema);

// ---- Audit log ----

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  actor: z.string(),
  action: z.string(),
  orderId: z.string().nullable(),
  enquiryId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  total: z.number().int(),
  entries: z.array(auditEntrySchema),
});
export const auditListResponse = envelope(auditListSchema);
