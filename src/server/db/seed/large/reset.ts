import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { orderLines, products } from '../../schema';

// --reset empties the product catalogue (products, variants and everything hanging off
// them, carts and wishlists included) while brands, categories, metas and media stay.

const CATALOGUE_TABLES = [
  'products', 'variants', 'variant_attributes', 'product_images', 'product_categories', 'product_metas',
  'product_tabs', 'faqs', 'reviews', 'cart_lines', 'wishlist_items', 'compare_items', 'order_lines', 'order_list_lines',
  'volume_tiers',
];

async function existingTables(db: Db, names: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of names) {
    const result = await db.execute(sql`select to_regclass(${name}) is not null as present`);
    if ((result.rows[0] as { present: boolean }).present) found.push(name);
  }
  return found;
}

export async function resetCatalogue(db: Db): Promise<'truncated' | 'deleted'> {
  const lines = await db.select({ id: orderLines.id }).from(orderLines).limit(1);
  if (lines.length === 0) {
    // TRUNCATE must name every table referencing a truncated one (order_lines is empty here).
    // A table added later that is not listed makes it fail; deleting still works then.
    const tables = (await existingTables(db, CATALOGUE_TABLES)).map((name) => sql.identifier(name));
    try {
      await db.execute(sql`truncate table ${sql.join(tables, sql`, `)}`);
      return 'truncated';
    } catch {
      // Fall through to the row-by-row path.
    }
  }
  // Orders exist: delete instead, so their lines keep their snapshot (variant_id set null).
  await db.delete(products);
  return 'deleted';
}
