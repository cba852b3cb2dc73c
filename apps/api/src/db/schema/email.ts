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

/* The message outbox (decisions 010 and 023): emails and text messages. */

/**
 * Messages waiting to be sent, written in the same transaction as the change they announce. One
 * row per order (or enquiry), kind, channel and occasion, so a message is never queued twice; a
 * worker claims due rows. A reminder is a row whose next attempt lies in the future (issue 19):
 * it survives restarts, and the claim's SKIP LOCKED lease sends it once across instances.
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
        // A confirmed slot staff changed afterwards, with its new calendar file.
        'order-changed',
        // An enquiry's acknowledgement, rendered by email/enquiry-email.ts.
        'group-enquiry-received',
        // After payment (issue 19): change and cancellation requests and their outcomes.
        'change-request-received',
        'change-request-done',
        'change-request-declined',
        // Reminders (issue 19), queued with a send-after time in next_attempt_at.
        'slot-reminder',
        'card-expiry-reminder',
        'test-pass-expiry-reminder',
      ],
    }).notNull(),
    /** How it goes: an email, or a text message to the customer's mobile (issue 19). */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    /**
     * What makes this message one of its kind: empty for a one-off, else the slot a reminder is
     * for, the change request an answer is about, the expiry date a reminder counts to. A new
     * slot or request is a new occasion, so it gets its own message.
     */
    occasion: text('occasion').notNull().default(''),
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
    uniqueIndex('email_outbox_order_message_unique').on(
      table.orderId,
      table.kind,
      table.channel,
      table.occasion,
    ),
    uniqueIndex('email_outbox_enquiry_message_unique').on(
      table.enquiryId,
      table.kind,
      table.channel,
      table.occasion,
    ),
    check(
      'email_outbox_about_one_check',
      sql`(${table.orderId} is null) <> (${table.enquiryId} is null)`,
    ),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
