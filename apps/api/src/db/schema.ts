import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Candidates and people who contacted us. Personal data lives only here. */
export const people = pgTable('people', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['candidate', 'contact'] }).notNull(),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  dateOfBirth: text('date_of_birth'),
  nationalInsuranceNumber: text('national_insurance_number'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  town: text('town'),
  postcode: text('postcode'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact messages and group booking requests. */
export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey(),
  personId: uuid('person_id')
    .notNull()
    .references(() => people.id),
  kind: text('kind', { enum: ['contact', 'group-booking'] }).notNull(),
  groupSize: integer('group_size'),
  comment: text('comment'),
  createdAt: createdAt(),
  /** Set in the back office when someone has replied (issue 7). */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: uuid('answered_by'),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['test', 'card', 'course-online', 'course-offline'] }).notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    officialFeePence: integer('official_fee_pence').notNull(),
    serviceFeePence: integer('service_fee_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    /** What was booked: test, card or course details, shaped by `kind`. */
    details: jsonb('details').notNull(),
    testingId: text('testing_id'),
    nationalInsuranceNumber: text('national_insurance_number'),
    /** A client-chosen key so that a repeated submission returns the same order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Back office (issue 7): where a paid order stands; null while it is only 'paid'. */
    fulfilmentStatus: text('fulfilment_status', {
      enum: ['submitted', 'confirmed', 'completed', 'cancelled', 'refunded'],
    }),
    fulfilmentUpdatedAt: timestamp('fulfilment_updated_at', { withTimezone: true }),
    /** The CITB or CSCS reference given when the order was submitted. */
    fulfilmentReference: text('fulfilment_reference'),
    refundedPence: integer('refunded_pence'),
    refundId: text('refund_id'),
    /** Set by the retention job once the candidate's personal data has been erased. */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    index('orders_person_idx').on(table.personId),
    index('orders_created_idx').on(table.createdAt),
    check(
      'orders_total_check',
      sql`${table.totalPence} = ${table.officialFeePence} + ${table.serviceFeePence}`,
    ),
  ],
);

export const cards = pgTable('cards', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  type: text('type').notNull(),
  applicationType: text('application_type').notNull(),
  trait: text('trait').notNull(),
  testingId: text('testing_id'),
  registrationNumber: text('registration_number'),
  createdAt: createdAt(),
});

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['open', 'complete', 'failed', 'expired'] })
      .notNull()
      .default('open'),
    amountPence: integer('amount_pence').notNull(),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_sessions_order_idx').on(table.orderId)],
);

/** Every provider event applied, keyed by its id: a repeated delivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  orderId: uuid('order_id').notNull(),
  type: text('type').notNull(),
  applied: boolean('applied').notNull(),
  /** A refund's amount: a refund is recorded the moment the provider makes it. */
  amountPence: integer('amount_pence'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseLocations = pgTable('course_locations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
});

export const courseDates = pgTable(
  'course_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => courseLocations.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    uniqueIndex('course_dates_location_start_unique').on(table.locationId, table.startsAt),
  ],
);

/** One row a seat held or sold; a hold counts against capacity until it expires. */
export const courseSeats = pgTable(
  'course_seats',
  {
    id: uuid('id').primaryKey(),
    courseDateId: integer('course_date_id')
      .notNull()
      .references(() => courseDates.id),
    status: text('status', { enum: ['held', 'sold', 'released'] }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * The client (address, or IPv6 /64) that holds the seat, so one client's live holds on a
     * date can be counted across instances. A trigger clears it once the seat is sold or
     * released (migration 0006): it is kept only while it guards the stock.
     */
    holder: text('holder'),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_seats_date_idx').on(table.courseDateId, table.status),
    index('course_seats_holder_idx').on(table.courseDateId, table.holder),
    uniqueIndex('course_seats_order_unique').on(table.orderId),
  ],
);

/**
 * Emails waiting to be sent, written in the same transaction as the change they announce. One
 * row per order and kind, so a message is never queued twice; a worker claims due rows.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', {
      enum: [
        'order-confirmation',
        // Back office fulfilment steps (issue 7), rendered by admin/fulfilment-email.ts.
        'order-submitted',
        'order-confirmed',
        'order-completed',
        'order-cancelled',
        'order-refunded',
        'duplicate-payment-refunded',
      ],
    }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending; another worker leaves the row alone until it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What a refund email states: what has gone back to the card the order was paid with. */
    amountPence: integer('amount_pence'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_outbox_order_kind_unique').on(table.orderId, table.kind),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Back office staff (issue 7). Accounts are created from the command line only. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  /** argon2id, PHC string. */
  passwordHash: text('password_hash').notNull(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Signed-in staff sessions, shared by every API instance. The id is the SHA-256 of the cookie's
 * token, so a copy of this table cannot be replayed as cookies.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (8 hours after sign-in); idle sessions end sooner. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_user_idx').on(table.staffUserId)],
);

/** Append-only: who did what and when. Nothing in the back office updates or deletes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (the retention job) and for failed sign-ins of unknown accounts. */
    staffUserId: uuid('staff_user_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id'),
    enquiryId: uuid('enquiry_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_order_idx').on(table.orderId),
  ],
);

/** Notes on an order: one for each fulfilment step, and any added on their own. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id),
    author: text('author').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull(),
    reference: text('reference'),
    emailQueued: boolean('email_queued').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId)],
);

/**
 * Wrong sign-ins, by the email tried (known or not, so both behave alike) and the client that
 * tried it. They lock that client out of that account for a while, and lapse on their own
 * (issue 16): no one can hold a staff member out by guessing from elsewhere.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    client: text('client').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_account_idx').on(table.account, table.at),
    index('sign_in_failures_at_idx').on(table.at),
  ],
);

/**
 * Requests per client in fixed windows, for the limits that guard storage and stock: every
 * instance counts in the same row, so a limit holds however many instances serve the site.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    scope: text('scope').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.client, table.windowStart] }),
    index('client_counts_end_idx').on(table.windowEnd),
  ],
);
