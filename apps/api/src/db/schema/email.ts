import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { enquiries } from './people';

/* The email outbox (decision 010). */

/**
 * Emails waiting to be sent, written in the same transaction as the change they announce. One
 * row per order (or enquiry) and kind, so a message is never queued twice; a worker claims due
 * rows.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    /** The order the email is about; null for an email about an enquiry. */
    orderId: uuid('order_id').references(() => orders.id),
    /** The enquiry the email acknowledges (issue 18: a group booking enquiry). */
    enquiryId: uuid('enquiry_id').references(() => enquiries.id),
    kind: text('kind', {
      enum: [
        'order-confirmation',
        // Back office fulfilment steps (issue 7), rendered by email/fulfilment-email.ts.
        'order-submitted',
        'order-confirmed',
        'order-completed',
        'order-cancelled',
        'order-refunded',
        'duplicate-payment-refunded',
        // An enquiry's acknowledgement, rendered by email/enquiry-email.ts.
        'group-enquiry-received',
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
    uniqueIndex('email_outbox_enquiry_kind_unique').on(table.enquiryId, table.kind),
    check(
      'email_outbox_about_one_check',
      sql`(${table.orderId} is null) <> (${table.enquiryId} is null)`,
    ),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
