import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CartAttribute } from '../../../shared/api-types';
import { idColumn } from './columns';
import { orders } from './orders';
import { priceLists } from './price-lists';
import { variants } from './variants';

/** A snapshot of what was bought, so later catalogue edits never rewrite a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept for stock give-back on cancel; the snapshot survives the article being deleted.
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull().default(''),
    attributes: jsonb('attributes').$type<CartAttribute[]>().notNull().default([]),
    count: integer('count').notNull(),
    unitPriceFils: integer('unit_price_fils').notNull(),
    // Which contract terms decided the price; the name is kept for when the list is gone.
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    priceListName: text('price_list_name'),
    /** The volume tier (its from-quantity) that set the unit price; null when none did. */
    tierFrom: integer('tier_from'),
    /** The article's VAT category when ordered (S, Z or E): its invoice keeps it if the article is deleted. */
    vatCategory: text('vat_category').notNull().default('S'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_variant_idx').on(t.variantId),
    check('order_lines_count_positive', sql`${t.count} > 0`),
    check('order_lines_price_non_negative', sql`${t.unitPriceFils} >= 0`),
    check('order_lines_vat_category', sql`${t.vatCategory} in ('S', 'Z', 'E')`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
