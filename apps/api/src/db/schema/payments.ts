import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/* Checkout sessions and the provider events applied to them. */

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
