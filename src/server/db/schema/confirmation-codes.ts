import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** The one live email-confirmation code of a customer; a new code replaces the row. */
export const confirmationCodes = pgTable('confirmation_codes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Only a hash is stored, so a database leak does not reveal live codes. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ConfirmationCodeRow = typeof confirmationCodes.$inferSelect;
export type NewConfirmationCodeRow = typeof confirmationCodes.$inferInsert;
