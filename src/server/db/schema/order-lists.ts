import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { customers } from './customers';
import { variants } from './variants';

/** A customer's saved order list ("Weekly dry food"): articles and counts to order again and again. */
export const orderLists = pgTable(
  'order_lists',
  {
    id: idColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Weekly" and "weekly" are the same list to a buyer.
    uniqueIndex('order_lists_customer_name_uq').on(t.customerId, sql`lower(${t.name})`),
    check('order_lists_name_length', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** One article of a list, once per list; `position` keeps the order the buyer added them in. */
export const orderListLines = pgTable(
  'order_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_list_lines_pk', columns: [t.listId, t.variantId] }),
    index('order_list_lines_variant_idx').on(t.variantId),
    check('order_list_lines_count_positive', sql`${t.count} > 0`),
  ],
);

export type OrderListRow = typeof orderLists.$inferSelect;
export type OrderListLineRow = typeof orderListLines.$inferSelect;
