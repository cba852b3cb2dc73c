import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { staffUsers } from './staff';

/**
 * A customer's request, from the booking's status page, to move a booking to another date or to
 * cancel it (issue 19). Staff act on it in the back office; at most one is open per order.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['change', 'cancel'] }).notNull(),
    status: text('status', { enum: ['open', 'done', 'declined'] })
      .notNull()
      .default('open'),
    /** The dates (YYYY-MM-DD) the customer could do instead, best first; empty for a cancel. */
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull().default([]),
    /** Morning, afternoon or any time. */
    preferredTime: text('preferred_time'),
    reason: text('reason'),
    /** The last day a change or cancellation was free, when the request was made. */
    freeUntil: text('free_until'),
    /** Made after that day: the terms' late fee applies. */
    late: boolean('late').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => staffUsers.id),
    /**
     * What staff wrote to the customer when they declined: the customer's page and email show
     * it. Staff's own notes on a request they acted on live in the order's notes (migration 0012).
     */
    outcomeNote: text('outcome_note'),
  },
  (table) => [
    uniqueIndex('change_requests_one_open_unique')
      .on(table.orderId)
      .where(sql`${table.status} = 'open'`),
    index('change_requests_queue_idx').on(table.status, table.createdAt),
  ],
);
