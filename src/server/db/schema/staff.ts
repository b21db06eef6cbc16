import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** Back-office accounts that approve customers and orders and run the catalogue. */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when a colleague disabled the account: it cannot sign in, its sessions were ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_lower_uq').on(sql`lower(${t.email})`)],
);

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
