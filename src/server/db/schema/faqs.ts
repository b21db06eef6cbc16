import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { products } from './products';

export const faqs = pgTable(
  'faqs',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_product_idx').on(t.productId, t.position)],
);

export type FaqRow = typeof faqs.$inferSelect;
export type NewFaqRow = typeof faqs.$inferInsert;
