import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { customers } from './customers';

/** Password-reset links: single use (used_at), valid until expires_at. */
export const resetCodes = pgTable(
  'reset_codes',
  {
    id: idColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reset_codes_hash_uq').on(t.codeHash), index('reset_codes_customer_idx').on(t.customerId)],
);

export type ResetCodeRow = typeof resetCodes.$inferSelect;
export type NewResetCodeRow = typeof resetCodes.$inferInsert;
