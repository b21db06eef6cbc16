import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { products } from './products';

/** A purchasable article ("aid" in cart calls). Prices are integer fils (1 AED = 100 fils). */
export const variants = pgTable(
  'variants',
  {
    id: idColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    stock: integer('stock').notNull().default(0),
    priceFils: integer('price_fils').notNull(),
    salePriceFils: integer('sale_price_fils'),
    b2bPriceFils: integer('b2b_price_fils'),
    b2bSalePriceFils: integer('b2b_sale_price_fils'),
    /** Media name that replaces the product image while this variant is selected. */
    thumbnail: text('thumbnail'),
    position: integer('position').notNull().default(0),
    /** Quantity rules (src/shared/quantity-rules.ts): smallest count, case pack, largest count per order. */
    minOrder: integer('min_order').notNull().default(1),
    orderMultiple: integer('order_multiple').notNull().default(1),
    maxOrder: integer('max_order'),
    /** VAT category of the article: S standard 5 %, Z zero rated, E exempt. */
    vatCategory: text('vat_category').notNull().default('S'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    // A search for an exact SKU puts its product first, however the buyer wrote its letters.
    index('variants_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('variants_product_idx').on(t.productId, t.position),
    // Overselling is refused by the database itself, whatever the code path.
    check('variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('variants_vat_category', sql`${t.vatCategory} in ('S', 'Z', 'E')`),
    check(
      'variants_quantity_rules_positive',
      sql`${t.minOrder} >= 1 and ${t.orderMultiple} >= 1 and coalesce(${t.maxOrder}, 1) >= 1`,
    ),
    check(
      'variants_prices_non_negative',
      sql`${t.priceFils} >= 0 and coalesce(${t.salePriceFils}, 0) >= 0
        and coalesce(${t.b2bPriceFils}, 0) >= 0 and coalesce(${t.b2bSalePriceFils}, 0) >= 0`,
    ),
  ],
);

export type VariantRow = typeof variants.$inferSelect;
export type NewVariantRow = typeof variants.$inferInsert;
