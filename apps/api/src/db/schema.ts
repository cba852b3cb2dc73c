import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    index('orders_person_idx').on(table.personId),
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
    createdAt: createdAt(),
  },
  (table) => [
    index('course_seats_date_idx').on(table.courseDateId, table.status),
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
    kind: text('kind', { enum: ['order-confirmation'] }).notNull(),
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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_outbox_order_kind_unique').on(table.orderId, table.kind),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
