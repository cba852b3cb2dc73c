import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from './columns';
import { people } from './people';

/* Orders and the card applications they carry. */

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
    /**
     * The site's language the order was made in (issue 20, a code of the domain's LOCALES):
     * its emails, texts, reminders and calendar file are written in it.
     */
    locale: text('locale').notNull().default('en'),
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
    /**
     * What was booked, recorded by staff when the order was confirmed (issue 18): the test's
     * slot and centre, a course's joining or access details, a card's CSCS reference. Shaped by
     * `kind` as the domain's ConfirmedDetails; null until confirmed.
     */
    confirmedDetails: jsonb('confirmed_details'),
    /**
     * When the customer turned reminders off for this booking on its status page (issue 19); a
     * STOP reply turns texts off for the number instead (sms_opt_outs).
     */
    remindersOffAt: timestamp('reminders_off_at', { withTimezone: true }),
    /** The card's expiry date (YYYY-MM-DD), given by the customer for renewal reminders. */
    cardExpiresOn: text('card_expires_on'),
    /**
     * A test's photo ID (issue 21 point 3): the document the candidate will bring (the domain's
     * PHOTO_ID_DOCUMENTS) and its expiry date (YYYY-MM-DD). Personal data: shown to staff only,
     * never logged, erased with the rest (decision 028).
     */
    photoIdDocument: text('photo_id_document'),
    photoIdExpiresOn: text('photo_id_expires_on'),
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
