import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { customers } from './customers';
import { staff } from './staff';
import { ORDER_STATES } from '../../../shared/constants';

/** Order states of the spec (1 approved, 2 waiting; 3 cancelled by staff), shared with the storefront. */
export { ORDER_STATES };

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    // Orders are business records: a customer with orders cannot be deleted.
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'no action' }),
    state: smallint('state').notNull().default(ORDER_STATES.waiting),
    customerName: text('customer_name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    mobile: text('mobile'),
    note: text('note'),
    // bigint: 10,000 units of an expensive article overflow a 32-bit count of fils.
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    /** From the Idempotency-Key header, or derived from the cart, so a resubmit finds the first order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('orders_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    check('orders_state', sql`${t.state} in (1, 2, 3)`),
    check('orders_total_non_negative', sql`${t.totalFils} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
