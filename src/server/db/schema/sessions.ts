import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const SESSION_KINDS = ['customer', 'staff'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * One row per logged-in device. A token names its session (`sid`); deleting the row ends the
 * session at once on every app instance: each reads it by primary key, and forgets what it
 * kept of it when the database notifies the delete (migration 0015).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits, base64url; the token is signed, so the id alone grants nothing. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    /** A customer or staff id, by `kind`. */
    subjectId: integer('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    check('sessions_kind', sql`${t.kind} in ('customer', 'staff')`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
