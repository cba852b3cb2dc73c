import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/* The back office: staff, their sessions, the audit log and order notes. */

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
