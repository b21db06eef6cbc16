import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { products } from './products';

export const compareItems = pgTable(
  'compare_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'compare_items_pk', columns: [t.customerId, t.productId] }),
    index('compare_items_product_idx').on(t.productId),
  ],
);

export type CompareItemRow = typeof compareItems.$inferSelect;
