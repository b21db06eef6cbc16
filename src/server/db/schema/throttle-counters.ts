import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every app instance on one PostgreSQL (rate limits, login
 * throttles). The embedded database keeps them in memory instead; see services/throttle.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The counter is forgotten after this; an expired row counts as absent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);
