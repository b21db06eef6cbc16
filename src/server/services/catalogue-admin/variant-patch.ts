// Quick stock and price edits from the product editor. Carts are priced from the variant row on
// every read, so a new price or stock shows in every cart at once. The product's updated_at
// moves on, so an editor opened before the edit cannot save its older prices over it.
import { eq } from 'drizzle-orm';
import type { AdminVariant, AdminVariantPatch, ProductUpdatedAt } from '../../../shared/admin-types';
import { fromFils } from '../../../shared/money';
import type { Db } from '../../db/client';
import { variants } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { stockDecision } from './product-write';
import { loadAdminVariant } from './product-read';
import { lockProduct, touchProduct } from './product-stamp';
import { type PriceSet, priceSetProblem, stockProblem, toPriceFils } from './rules';

const aed = (fils: number | null) => (fils === null ? null : fromFils(fils));

export async function patchVariant(db: Db, staffId: number, id: number, patch: AdminVariantPatch): Promise<Outcome<{ variant: AdminVariant; product_updated_at: ProductUpdatedAt }>> {
  if (Object.keys(patch).filter((key) => key !== 'stock_seen').length === 0) return invalid('Send at least one of stock, price, sale_price, b2b_price and b2b_sale_price.');
  if (patch.stock !== undefined) {
    const problem = stockProblem(patch.stock);
    if (problem) return invalid(problem);
  }
  return db.transaction(async (tx) => {
    // The product row is locked before the variant's, in the order a product save takes them.
    const [owner] = await tx.select({ productId: variants.productId }).from(variants).where(eq(variants.id, id));
    const was = owner ? await lockProduct(tx, owner.productId) : null;
    if (!was) return notFound;
    const [row] = await tx.select().from(variants).where(eq(variants.id, id)).for('update');
    if (!row) return notFound;
    const before: PriceSet = {
      price: fromFils(row.priceFils), sale_price: aed(row.salePriceFils), b2b_price: aed(row.b2bPriceFils), b2b_sale_price: aed(row.b2bSalePriceFils),
    };
    const { stock: sent, stock_seen: seen, ...prices } = patch;
    const after: PriceSet = { ...before, ...prices };
    // The whole set is checked as it will be: a lower price may leave the sale price above it.
    const problem = priceSetProblem(after);
    if (problem) return invalid(problem);
    // A stock sent with the one the editor showed is taken as the product save takes it.
    const decided = sent === undefined ? {} : stockDecision(row.sku, sent, seen, row.stock);
    if ('refused' in decided) return refused(decided.refused);
    const stock = decided.stock;
    await tx.update(variants).set({ ...toPriceFils(after), ...(stock === undefined ? {} : { stock }) }).where(eq(variants.id, id));
    const moved = await touchProduct(tx, row.productId, was);
    await audit(tx, staffId, 'variant.update', `variant:${id}`, {
      sku: row.sku, product_id: row.productId,
      before: { stock: row.stock, ...before },
      after: { stock: stock ?? row.stock, ...after },
    });
    return done({ variant: (await loadAdminVariant(tx, id))!, product_updated_at: moved });
  });
}
