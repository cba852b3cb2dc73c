import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Candidates, contacts and their enquiries. */

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
  /** The site's language the enquiry was sent in (issue 20): its acknowledgement uses it. */
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  /** Set in the back office when someone has replied (issue 7). */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: uuid('answered_by'),
});

/**
 * Mobile numbers (E.164) that replied STOP (issue 19): no reminder goes to them by text again
 * until they reply START.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
});
