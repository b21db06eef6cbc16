// products.search_text (the back office's term search) and search_doc (the storefront's
// full-text document) follow the product's name, brand, SKUs, categories and excerpt. Whatever
// changes one of them (a product edit, a brand renamed or removed, a category renamed, an
// import) recomputes both here, with the product's updated_at, from what the transaction sees.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, variants } from '../../db/schema';
import { refreshSearchDocuments } from '../../db/search-document';
import { buildSearchText } from '../../db/search-text';
import { NEXT_UPDATED_AT } from './product-stamp';

const CHUNK = 500;

export async function refreshProducts(tx: DbOrTx, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const slice = ids.slice(i, i + CHUNK);
    const rows = await tx
      .select({ id: products.id, name: products.name, excerpt: products.excerpt, brandName: brands.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, slice));
    if (rows.length === 0) continue;
    const skuRows = await tx.select({ productId: variants.productId, sku: variants.sku }).from(variants)
      .where(inArray(variants.productId, slice)).orderBy(asc(variants.position), asc(variants.id));
    const skus = new Map<number, string[]>();
    for (const row of skuRows) skus.set(row.productId, [...(skus.get(row.productId) ?? []), row.sku]);
    const values = sql.join(rows.map((row) => {
      const text = buildSearchText({ name: row.name, brandName: row.brandName, skus: skus.get(row.id) ?? [], excerpt: row.excerpt });
      return sql`(${row.id}::int, ${text}::text)`;
    }), sql`, `);
    await tx.execute(sql`update ${products} set search_text = fresh.text, updated_at = ${NEXT_UPDATED_AT}
      from (values ${values}) as fresh (id, text) where ${products.id} = fresh.id`);
  }
  await refreshSearchDocuments(tx, productIds);
}
