import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/* Classroom course locations, dates and seats. */

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
