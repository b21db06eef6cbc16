import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { products } from './products';

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    comment: text('comment').notNull(),
    rate: smallint('rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_rate_range', sql`${t.rate} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
