import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { products } from './products';

export const productTabs = pgTable(
  'product_tabs',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tabName: text('tab_name').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_tabs_product_idx').on(t.productId, t.position)],
);

export type ProductTabRow = typeof productTabs.$inferSelect;
export type NewProductTabRow = typeof productTabs.$inferInsert;
