import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { products } from './products';

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pk', columns: [t.productId, t.categoryId] }),
    // Listing by category starts from the category side.
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export type ProductCategoryRow = typeof productCategories.$inferSelect;
