// Deleting a product: its variants, gallery links, tabs, FAQs, reviews and list entries go with
// it (cascades); carts that held it change version; past orders keep their snapshot lines.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, variants } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, notFound } from '../admin/outcome';
import { touchCartsHolding } from './cart-effects';
import type { FileStore } from '../files/file-store';
import { discardStoredFiles, removeUnusedUploads } from './media-files';

export async function deleteProduct(db: Db, staffId: number, productId: number, store: FileStore): Promise<Outcome<Record<string, never>>> {
  const discarded: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) return notFound;
    const variantRows = await tx.select({ id: variants.id, sku: variants.sku, thumbnail: variants.thumbnail }).from(variants)
      .where(eq(variants.productId, productId));
    const images = await tx.select({ name: productImages.name }).from(productImages).where(eq(productImages.productId, productId));
    const carts = await touchCartsHolding(tx, variantRows.map((v) => v.id));
    await tx.delete(products).where(eq(products.id, productId));
    const removedFiles = await removeUnusedUploads(tx, [...images.map((i) => i.name), ...variantRows.flatMap((v) => (v.thumbnail ? [v.thumbnail] : []))]);
    await audit(tx, staffId, 'product.delete', `product:${productId}`, {
      slug: row.slug, name: row.name, skus: variantRows.map((v) => v.sku), carts_changed: carts.length, files_removed: removedFiles,
    });
    discarded.push(...removedFiles);
    return done({});
  });
  await discardStoredFiles(store, 'image', discarded);
  return outcome;
}
