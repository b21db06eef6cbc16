import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { createdAt } from './columns';
import { variants } from './variants';

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** A count of 0 means "remove the line", never a stored row. */
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'cart_lines_pk', columns: [t.cartId, t.variantId] }),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_count_positive', sql`${t.count} > 0`),
  ],
);

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLineRow = typeof cartLines.$inferInsert;
