// The variants of one slice of products: new ones inserted in batches, existing ones updated
// only where a value differs (stock, prices, thumbnail, position, attributes).
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { variantAttributes, variants } from '../../db/schema';
import type { PlannedVariant, Ref } from './resolve';

export interface VariantWork { productId: number; position: number; planned: PlannedVariant; attributeIds: number[] }

export function attributeIdsOf(refs: readonly Ref[], created: Map<string, number>): number[] {
  return refs.map((ref) => ('id' in ref ? ref.id : created.get(ref.create)!));
}

/** Whether an existing variant differs from what the file says. */
export function variantDiffers(work: VariantWork): boolean {
  const { existing, fils, stock, thumbnail, rule } = work.planned;
  if (!existing) return true;
  return existing.stock !== stock || existing.thumbnail !== thumbnail || existing.position !== work.position
    || existing.priceFils !== fils.priceFils || existing.salePriceFils !== fils.salePriceFils
    || existing.b2bPriceFils !== fils.b2bPriceFils || existing.b2bSalePriceFils !== fils.b2bSalePriceFils
    || existing.minOrder !== rule.minOrder || existing.orderMultiple !== rule.orderMultiple || existing.maxOrder !== rule.maxOrder
    || existing.attributeIds.join(',') !== work.attributeIds.join(',');
}

const BATCH = 500;

async function insertNew(tx: Tx, list: VariantWork[]): Promise<void> {
  for (let i = 0; i < list.length; i += BATCH) {
    const slice = list.slice(i, i + BATCH);
    const rows = await tx.insert(variants).values(slice.map((w) => ({
      productId: w.productId, sku: w.planned.sku, stock: w.planned.stock, thumbnail: w.planned.thumbnail, position: w.position, ...w.planned.fils, ...w.planned.rule,
    }))).returning({ id: variants.id, sku: variants.sku });
    const idOf = new Map(rows.map((r) => [r.sku, r.id]));
    const links = slice.flatMap((w) => w.attributeIds.map((attributeId, d) => ({ variantId: idOf.get(w.planned.sku)!, attributeId, dimension: d + 1 })));
    if (links.length > 0) await tx.insert(variantAttributes).values(links);
  }
}

async function updateChanged(tx: Tx, list: VariantWork[]): Promise<void> {
  for (let i = 0; i < list.length; i += BATCH) {
    const slice = list.slice(i, i + BATCH);
    const values = sql.join(slice.map(({ planned: p, position }) => sql`(${p.existing!.id}::int, ${p.stock}::int, ${p.fils.priceFils}::int,
      ${p.fils.salePriceFils}::int, ${p.fils.b2bPriceFils}::int, ${p.fils.b2bSalePriceFils}::int, ${p.thumbnail}::text, ${position}::int,
      ${p.rule.minOrder}::int, ${p.rule.orderMultiple}::int, ${p.rule.maxOrder}::int)`), sql`, `);
    await tx.execute(sql`update ${variants} set stock = v.stock, price_fils = v.price, sale_price_fils = v.sale, b2b_price_fils = v.b2b,
      b2b_sale_price_fils = v.b2b_sale, thumbnail = v.thumbnail, position = v.position,
      min_order = v.min_order, order_multiple = v.order_multiple, max_order = v.max_order
      from (values ${values}) as v (id, stock, price, sale, b2b, b2b_sale, thumbnail, position, min_order, order_multiple, max_order) where ${variants.id} = v.id`);
    const relinked = slice.filter((w) => w.planned.existing!.attributeIds.join(',') !== w.attributeIds.join(','));
    if (relinked.length === 0) continue;
    await tx.delete(variantAttributes).where(inArray(variantAttributes.variantId, relinked.map((w) => w.planned.existing!.id)));
    const links = relinked.flatMap((w) => w.attributeIds.map((attributeId, d) => ({ variantId: w.planned.existing!.id, attributeId, dimension: d + 1 })));
    if (links.length > 0) await tx.insert(variantAttributes).values(links);
  }
}

/** Writes the variants; answers how many were created and how many changed. */
export async function writeVariants(tx: Tx, list: VariantWork[]): Promise<{ created: number; changed: Set<PlannedVariant> }> {
  const fresh = list.filter((w) => !w.planned.existing);
  const changed = list.filter((w) => w.planned.existing && variantDiffers(w));
  await insertNew(tx, fresh);
  await updateChanged(tx, changed);
  return { created: fresh.length, changed: new Set(changed.map((w) => w.planned)) };
}
