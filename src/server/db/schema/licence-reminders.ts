import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { customers } from './customers';

/**
 * One row per expiry reminder mailed: the unique index is what makes the daily check safe to
 * run twice or on several instances at once (the reminder's mail is queued in the transaction
 * that wins the insert). A renewed licence has a new expiry date and so gets its own reminders.
 */
export const licenceReminders = pgTable(
  'licence_reminders',
  {
    id: idColumn(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    licenceExpiry: date('licence_expiry', { mode: 'string' }).notNull(),
    /** 30 or 7. */
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licence_reminders_once_uq').on(t.customerId, t.licenceExpiry, t.daysBefore),
    check('licence_reminders_days', sql`${t.daysBefore} in (30, 7)`),
  ],
);

export type LicenceReminderRow = typeof licenceReminders.$inferSelect;
