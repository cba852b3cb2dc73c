import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/* Sign-in failures and the client counts that limits keep (decision 008). */

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
