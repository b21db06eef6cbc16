import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A requested change of a customer's login email, waiting for the 6-digit code mailed to the
 * new address. One per customer: a new request replaces the old one.
 */
export const emailChanges = pgTable('email_changes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailChangeRow = typeof emailChanges.$inferSelect;
