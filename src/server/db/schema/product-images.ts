import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './products';

/** Ordered gallery of a product; position 0 is the thumbnail, position 1 the hover image. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Media name under /media/. */
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'product_images_pk', columns: [t.productId, t.position] }), index('product_images_name_idx').on(t.name)],
);

export type ProductImageRow = typeof productImages.$inferSelect;
export type NewProductImageRow = typeof productImages.$inferInsert;
