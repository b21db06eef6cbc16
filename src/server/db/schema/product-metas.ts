import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { metas } from './metas';
import { products } from './products';

export const productMetas = pgTable(
  'product_metas',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    metaId: integer('meta_id')
      .notNull()
      .references(() => metas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'product_metas_pk', columns: [t.productId, t.metaId] }),
    // Listing by meta (mid) starts from the meta side.
    index('product_metas_meta_idx').on(t.metaId, t.productId),
  ],
);

export type ProductMetaRow = typeof productMetas.$inferSelect;
